/**
 * Sub-sources of an external source (issue #15, designed here): `ExternalSource.sub_sources` and the
 * `sub_sources` list of the source's create and update, success and failure. The request is what
 * the console's Apollo client sends; the answer is derived from the operation's selection set.
 */
import { gql } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { newGraphqlPact, describeGraphqlCases, type GraphqlCase } from './graphql-support';

const { fromProviderState, like } = MatchersV3;
const pact = newGraphqlPact();
const ADMIN = 'an admin is signed in';
const EDITOR = 'an editor is signed in';
const stateId = (name: string, example: string) => fromProviderState(`\${${name}}`, example);

const SOURCE = 'a source with sub-sources exists';

const cases: GraphqlCase[] = [
  {
    doc: gql.ExternalSourceDocument,
    description: 'a source with its sub-sources in order',
    states: [ADMIN, SOURCE],
    variables: { id: stateId('sourceId', '21') },
    expect: {
      nonEmpty: ['external_source.sub_sources'],
      values: {
        'external_source.key': 'pact-subsources',
        'external_source.sub_sources.key': like('markets'),
        'external_source.sub_sources.name': like('Markets'),
      },
    },
  },
  {
    doc: gql.CreateExternalSourceDocument,
    description: 'creating a source with two sub-sources',
    states: [ADMIN, 'no external source pact-new-subsources exists'],
    variables: {
      input: {
        key: 'pact-new-subsources',
        name: 'Pact new sub-sources',
        sub_sources: [
          { key: 'news', name: 'News', url: 'https://example.org/news' },
          { key: 'notices', name: 'Notices' },
        ],
      },
    },
    expect: {
      nonEmpty: ['createExternalSource.sub_sources'],
      values: {
        'createExternalSource.version': 1,
        'createExternalSource.sub_sources.key': like('news'),
      },
    },
  },
  {
    doc: gql.UpdateExternalSourceDocument,
    description: 'reordering, renaming and adding sub-sources at the current version',
    states: [ADMIN, SOURCE],
    variables: {
      id: stateId('sourceId', '21'),
      version: 1,
      input: {
        sub_sources: [
          { key: 'policy', name: 'Monetary policy', url: 'https://example.org/policy' },
          { key: 'markets', name: 'Markets' },
          { key: 'bonds', name: 'Bonds' },
        ],
      },
    },
    expect: {
      nonEmpty: ['updateExternalSource.sub_sources'],
      values: {
        'updateExternalSource.version': 2,
        'updateExternalSource.sub_sources.key': like('policy'),
        'updateExternalSource.sub_sources.name': like('Monetary policy'),
      },
    },
  },
  {
    doc: gql.UpdateExternalSourceDocument,
    description: 'removing every sub-source (an empty list)',
    states: [ADMIN, SOURCE],
    variables: { id: stateId('sourceId', '21'), version: 1, input: { sub_sources: [] } },
    expect: { values: { 'updateExternalSource.version': 2 } },
  },
  {
    doc: gql.UpdateExternalSourceDocument,
    description: 'sub-sources with one key twice',
    states: [ADMIN, SOURCE],
    variables: {
      id: stateId('sourceId', '21'),
      version: 1,
      input: {
        sub_sources: [
          { key: 'markets', name: 'Markets' },
          { key: 'markets', name: 'Markets again' },
        ],
      },
    },
    error: {
      message: 'Sub-source key already exists: markets',
      code: 'DUPLICATE',
      status: 40010,
      data: null,
    },
  },
  {
    doc: gql.UpdateExternalSourceDocument,
    description: 'sub-sources based on an old version',
    states: [ADMIN, SOURCE],
    variables: {
      id: stateId('sourceId', '21'),
      version: 99,
      input: { sub_sources: [{ key: 'markets', name: 'Markets' }] },
    },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.UpdateExternalSourceDocument,
    description: 'sub-sources edited by a normal user',
    states: [EDITOR, SOURCE],
    variables: {
      id: stateId('sourceId', '21'),
      version: 1,
      input: { sub_sources: [] },
    },
    error: { message: 'Permission not allowed', code: 'FORBIDDEN', status: 40003, data: null },
  },
];

describeGraphqlCases('GraphQL: sub-sources (designed here)', pact, cases);
