import { defineMessages } from './define';

/**
 * Data sources, data groups, the chart designer and AI content (operations §2 "Sources, data, AI", issue #15). Loaded with the data screens (area `data`).
 */
export const dataMessages = defineMessages({});
