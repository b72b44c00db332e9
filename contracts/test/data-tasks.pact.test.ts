import { gql } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describeGraphqlCases, newGraphqlPact, type GraphqlCase } from './graphql-support';

/**
 * API data tasks (issue #15, designed here): an API data source's next task time and latest runs,
 * and running its task now (admin), each with its refusals.
 */
const { like, regex } = MatchersV3;
const pact = newGraphqlPact();
const ADMIN = 'an admin is signed in';
const EDITOR = 'an editor is signed in';
const TASK = 'an API data source with a task exists';

const cases: GraphqlCase[] = [
  {
    doc: gql.DataTaskRunsDocument,
    description: "an API data source's next task time and latest runs",
    states: [EDITOR, TASK],
    variables: { symbol: 'TASK-PACT', first: 10 },
    expect: {
      nonEmpty: ['data_source.task_runs'],
      present: [
        'data_source.task_frequency',
        'data_source.task_frequency_unit',
        'data_source.task_next_run_at',
      ],
      values: {
        'data_source.type': 'API',
        'data_source.task_runs.error': like('The API answered HTTP 503'),
        'data_source.task_runs.trigger': regex('^(SCHEDULE|MANUAL)$', 'SCHEDULE'),
      },
    },
  },
  {
    doc: gql.DataTaskRunsDocument,
    description: 'the task of a data source that does not exist',
    states: [EDITOR, TASK],
    variables: { symbol: 'TASK-PACT-MISSING', first: 10 },
    error: {
      message: 'Data source not found (code: 404)',
      code: 'NOT_FOUND',
      status: 40004,
      data: { data_source: null },
    },
  },
  {
    doc: gql.RunDataTaskDocument,
    description: "running an API data source's task now (the run says why it failed)",
    states: [ADMIN, TASK],
    variables: { symbol: 'TASK-PACT' },
    expect: {
      values: {
        'runDataTask.trigger': 'MANUAL',
        'runDataTask.error': like('Refused: 127.0.0.1 is a private or loopback address'),
      },
    },
  },
  {
    doc: gql.RunDataTaskDocument,
    description: 'running the task of custom data',
    states: [ADMIN, TASK],
    variables: { symbol: 'TASK-PACT-CUSTOM' },
    error: {
      message: 'Only API data sources with a task frequency have a task',
      code: 'UNPROCESSABLE',
      status: 40022,
      data: null,
    },
  },
  {
    doc: gql.RunDataTaskDocument,
    description: 'a normal user running a data task',
    states: [EDITOR, TASK],
    variables: { symbol: 'TASK-PACT' },
    error: { message: 'Permission not allowed', code: 'FORBIDDEN', status: 40003, data: null },
  },
];

describeGraphqlCases('GraphQL: API data tasks (designed here)', pact, cases);
