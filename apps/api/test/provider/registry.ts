import { graphqlStates } from './graphql-states';
import { restStates } from './rest-states';
import { providerStates, type StateSetup } from './states';

/**
 * Every provider state the pacts name, by name: what `POST /_pact/states` runs (`src/http/pactStates.ts`).
 * Each area adds its states to one of the three maps it spreads.
 */
export const allProviderStates: Readonly<Record<string, StateSetup>> = {
  ...providerStates,
  ...restStates,
  ...graphqlStates,
};
