// Newsdesk design system. Each group re-exports its components; see the Storybook for usage.
import './foundations/theme/styled';
import './foundations/i18n/i18next';
export * from './foundations';
export * from './utils';
export * from './primitives';
export * from './inputs';
export * from './forms';
export * from './layout';
export * from './overlays';
export * from './navigation';
export * from './feedback';
export * from './data';
export * from './auth';
export * from './content';
export * from './operations';
export * from './editor';
export * from './finance';
export { cleanPastedHtml, htmlToText, sanitizeHtml } from './utils/sanitize';
