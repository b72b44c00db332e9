import { defineMessages } from './define';

/**
 * Calendar events, calendar topics (Treasury, FAQ, Roadmap), calendar list, config and event templates (content §2–§3, issue #12). Loaded with the calendar screens (area `calendar`).
 */
export const calendarMessages = defineMessages({});
