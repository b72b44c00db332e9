// Runtime configuration of the console. The reference server replaces this file with its own
// addresses when it serves the console; edit it to point a built console at other services.
window.__NEWSDESK_CONFIG__ = window.__NEWSDESK_CONFIG__ || {};
