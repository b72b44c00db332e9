import { defineMessages } from './define';

/**
 * System messages and notification types (operations §2 /message, issue #14). Loaded with the message screens (area `sysmessages`).
 */
export const sysmessagesMessages = defineMessages({});
