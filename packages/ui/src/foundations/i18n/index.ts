export { createI18n, resources, fallbackLng, defaultLocale, isLocale } from './i18n';
export { messages, resourceFor, type MessageKey, type Messages } from './messages';
export { defineMessages, type Translations } from './messages/define';
export { useTranslation, Trans } from 'react-i18next';
