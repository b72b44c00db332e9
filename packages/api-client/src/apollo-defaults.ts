// The console's queries accept partial data with errors (content §8): declare the default so Apollo's
// types know every query result may carry both.
import type {} from '@apollo/client';

// Apollo declares its default options through namespaces; augmenting them needs the same syntax.
/* eslint-disable @typescript-eslint/no-namespace */
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
    }
  }
}
export {};
