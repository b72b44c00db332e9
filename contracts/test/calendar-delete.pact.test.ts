/**
 * Deleting calendars and event templates, and the unit of calendar events (issue #12): the GraphQL
 * calls designed here, success and failure. A calendar or template whose events are still live is
 * not deleted (`Not available for deletion`, with how many events hold it).
 */
import { gql } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { newGraphqlPact, describeGraphqlCases, type GraphqlCase } from './graphql-support';

const { fromProviderState, integer } = MatchersV3;
const pact = newGraphqlPact();
const ADMIN = 'an admin is signed in';
const EDITOR = 'an editor is signed in';
const CALENDAR = 'a calendar with an event template exists';
const BUSY = 'a calendar has live events made from its template';
const calendarId = fromProviderState('${calendarId}', '1');
const templateId = fromProviderState('${templateId}', '1');

const NOT_AVAILABLE = {
  message: 'Not available for deletion',
  code: 'FORBIDDEN',
  status: 40030,
  data: null,
  extensions: { event_count: integer(2) },
};

const cases: GraphqlCase[] = [
  {
    doc: gql.DeleteCalendarDocument,
    description: 'a calendar without events, with its templates',
    states: [ADMIN, CALENDAR],
    variables: { id: calendarId, version: 1 },
    data: { deleteCalendar: calendarId },
  },
  {
    doc: gql.DeleteCalendarDocument,
    description: 'a calendar whose events are still live',
    states: [ADMIN, BUSY],
    variables: { id: calendarId, version: 1 },
    error: NOT_AVAILABLE,
  },
  {
    doc: gql.DeleteCalendarDocument,
    description: 'a calendar by a Normal User',
    states: [EDITOR, CALENDAR],
    variables: { id: calendarId, version: 1 },
    error: { message: 'Permission not allowed', code: 'FORBIDDEN', status: 40003, data: null },
  },
  {
    doc: gql.DeleteCalendarTemplateDocument,
    description: 'an event template without events',
    states: [ADMIN, CALENDAR],
    variables: { id: templateId, version: 1 },
    data: { deleteCalendarTemplate: templateId },
  },
  {
    doc: gql.DeleteCalendarTemplateDocument,
    description: 'an event template whose events are still live',
    states: [ADMIN, BUSY],
    variables: { id: templateId, version: 1 },
    error: NOT_AVAILABLE,
  },
  {
    doc: gql.DeleteCalendarTemplateDocument,
    description: 'an event template at a stale version',
    states: [ADMIN, CALENDAR],
    variables: { id: templateId, version: 9 },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
      extensions: { current_version: integer(1) },
    },
  },
  {
    doc: gql.CalendarEventListDocument,
    description: 'the events made from a template, with its unit',
    states: [EDITOR, BUSY],
    variables: { calendar_ids: [calendarId], first: 20, offset: 0 },
    expect: {
      nonEmpty: ['calendar_events.nodes'],
      values: { 'calendar_events.nodes.unit': '%', 'calendar_events.nodes.event': 'GDP QoQ' },
    },
  },
];

describeGraphqlCases(
  'GraphQL: deleting calendars and templates, event units (designed here)',
  pact,
  cases,
);
