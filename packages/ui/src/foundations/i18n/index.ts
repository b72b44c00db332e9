export {
  createI18n,
  fallbackLng,
  defaultLocale,
  isLocale,
  loadMessages,
  loadAllMessages,
  loadLocale,
  isLocaleReady,
} from './i18n';
export { resourceFor, type MessageArea, type MessageKey, type Messages } from './messages';
export { messages } from './messages/all';
export { defineMessages, type Translations } from './messages/define';
export { Trans } from 'react-i18next';
export { useTranslation, type Translation } from './useTranslation';
