/**
 * Calendars and event templates (issue #12): the GraphQL calls designed here, success and failure.
 * The request is what the console's Apollo client sends; the answer is derived from the
 * operation's selection set.
 */
import { gql } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { newGraphqlPact, describeGraphqlCases, type GraphqlCase } from './graphql-support';

const { fromProviderState } = MatchersV3;
const pact = newGraphqlPact();
const ADMIN = 'an admin is signed in';
const EDITOR = 'an editor is signed in';
const CALENDAR = 'a calendar with an event template exists';
const calendarId = fromProviderState('${calendarId}', '1');
const templateId = fromProviderState('${templateId}', '1');

const templateInput = (over: Record<string, unknown> = {}) => ({
  calendar_id: calendarId,
  title_pattern: 'Pact PPI {month}',
  event: 'PPI YoY',
  importance: 'MEDIUM',
  unit: '%',
  default_time: '21:30',
  body: '<p>Pact PPI</p>',
  ...over,
});

const cases: GraphqlCase[] = [
  {
    doc: gql.CalendarsDocument,
    description: 'the calendars matching a keyword',
    states: [EDITOR, CALENDAR],
    variables: { kw: 'Pact calendar', first: 10, offset: 0 },
    expect: {
      nonEmpty: ['calendars.nodes'],
      values: { 'calendars.nodes.name': 'Pact calendar', 'calendars.nodes.country': 'US' },
    },
  },
  {
    doc: gql.CalendarsDocument,
    description: 'the calendars from a negative offset',
    states: [EDITOR],
    variables: { first: 10, offset: -1 },
    error: {
      message: 'offset must be 0 or more',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.CalendarDocument,
    description: 'a calendar with its event templates',
    states: [EDITOR, CALENDAR],
    variables: { id: calendarId },
    expect: {
      nonEmpty: ['calendar.templates'],
      present: ['calendar.country', 'calendar.templates.unit', 'calendar.templates.event'],
      values: {
        'calendar.name': 'Pact calendar',
        'calendar.template_count': 1,
        'calendar.templates.title_pattern': 'Pact CPI {month}',
        'calendar.templates.default_time': '20:30',
      },
    },
  },
  {
    doc: gql.CalendarDocument,
    description: 'a calendar that does not exist',
    states: [EDITOR],
    variables: { id: '999999' },
    error: {
      message: 'Calendar not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { calendar: null },
    },
  },
  {
    doc: gql.CalendarTemplateDocument,
    description: 'an event template',
    states: [EDITOR, CALENDAR],
    variables: { id: templateId },
    expect: { values: { 'calendar_template.title_pattern': 'Pact CPI {month}' } },
  },
  {
    doc: gql.CalendarTemplateDocument,
    description: 'an event template that does not exist',
    states: [EDITOR],
    variables: { id: '999999' },
    error: {
      message: 'Template not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { calendar_template: null },
    },
  },
  {
    doc: gql.CreateCalendarDocument,
    description: 'a new calendar by an admin',
    states: [ADMIN, CALENDAR],
    variables: {
      input: {
        name: 'Pact new calendar',
        country: 'CN',
        kind: 'CENTRAL_BANK',
        default_importance: 'HIGH',
        default_time_format: 'DATETIME',
        auto_publish: false,
        position: 5,
      },
    },
    expect: {
      values: {
        'createCalendar.name': 'Pact new calendar',
        'createCalendar.auto_publish': false,
        'createCalendar.version': 1,
        'createCalendar.template_count': 0,
      },
    },
  },
  {
    doc: gql.CreateCalendarDocument,
    description: 'a new calendar with the name of another',
    states: [ADMIN, CALENDAR],
    variables: { input: { name: 'Pact calendar' } },
    error: { message: 'Repeat Calendar', code: 'DUPLICATE', status: 40010, data: null },
  },
  {
    doc: gql.CreateCalendarDocument,
    description: 'a new calendar by a normal user',
    states: [EDITOR],
    variables: { input: { name: 'Editor calendar' } },
    error: { message: 'Permission not allowed', code: 'FORBIDDEN', status: 40003, data: null },
  },
  {
    doc: gql.UpdateCalendarDocument,
    description: 'an edit of a calendar config at its current version',
    states: [ADMIN, CALENDAR],
    variables: {
      id: calendarId,
      version: 1,
      input: { name: 'Pact calendar', default_importance: 'HIGH', position: 3 },
    },
    expect: {
      values: {
        'updateCalendar.version': 2,
        'updateCalendar.default_importance': 'HIGH',
        'updateCalendar.position': 3,
      },
    },
  },
  {
    doc: gql.UpdateCalendarDocument,
    description: 'an edit of a calendar config based on an old version',
    states: [ADMIN, CALENDAR],
    variables: { id: calendarId, version: 99, input: { position: 4 } },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.CreateCalendarTemplateDocument,
    description: 'a new event template',
    states: [EDITOR, CALENDAR],
    variables: { input: templateInput() },
    expect: {
      values: {
        'createCalendarTemplate.title_pattern': 'Pact PPI {month}',
        'createCalendarTemplate.country': 'US',
        'createCalendarTemplate.version': 1,
      },
    },
  },
  {
    doc: gql.CreateCalendarTemplateDocument,
    description: 'a new event template without a title',
    states: [EDITOR, CALENDAR],
    variables: { input: templateInput({ title_pattern: ' ' }) },
    error: { message: 'Please input title', code: 'BAD_USER_INPUT', status: 40001, data: null },
  },
  {
    doc: gql.UpdateCalendarTemplateDocument,
    description: 'an edit of an event template at its current version',
    states: [EDITOR, CALENDAR],
    variables: { id: templateId, version: 1, input: { default_time: '21:30', unit: 'pct' } },
    expect: {
      values: {
        'updateCalendarTemplate.default_time': '21:30',
        'updateCalendarTemplate.unit': 'pct',
        'updateCalendarTemplate.version': 2,
      },
    },
  },
  {
    doc: gql.UpdateCalendarTemplateDocument,
    description: 'an edit of an event template based on an old version',
    states: [EDITOR, CALENDAR],
    variables: { id: templateId, version: 99, input: { unit: 'K' } },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.CreateEventsFromTemplateDocument,
    description: 'the events of a template for the weekdays of a week (China dates)',
    states: [EDITOR, CALENDAR],
    variables: {
      id: templateId,
      from_date: '2026-12-07',
      to_date: '2026-12-13',
      recurrence: 'WEEKDAYS',
    },
    expect: {
      nonEmpty: ['createEventsFromTemplate.created'],
      values: {
        'createEventsFromTemplate.created.title': 'Pact CPI 12',
        'createEventsFromTemplate.created.status': 'PUBLISHED',
        'createEventsFromTemplate.skipped': 0,
      },
    },
  },
  {
    doc: gql.CreateEventsFromTemplateDocument,
    description: 'the events of a template for a range that ends before it starts',
    states: [EDITOR, CALENDAR],
    variables: {
      id: templateId,
      from_date: '2026-12-13',
      to_date: '2026-12-07',
      recurrence: 'DAILY',
    },
    error: {
      message: 'The end date must not be before the start date',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.CalendarEventListDocument,
    description: 'the events of one calendar in a China-time window',
    states: [EDITOR, CALENDAR],
    variables: {
      calendar_ids: [calendarId],
      start_time: 1_764_518_400_000,
      end_time: 1_767_196_800_000,
      status: ['DRAFT', 'PUBLISHED'],
      importance: ['HIGH'],
      countries: ['US'],
      kw: 'CPI',
      first: 20,
      offset: 0,
    },
  },
  {
    doc: gql.CalendarEventListDocument,
    description: 'the event list from a negative offset',
    states: [EDITOR],
    variables: { first: 20, offset: -1 },
    error: {
      message: 'offset must be 0 or more',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
];

describeGraphqlCases('GraphQL: calendars and event templates (designed here)', pact, cases);
