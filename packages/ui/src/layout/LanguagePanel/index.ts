export { LanguagePanel, type LanguagePanelProps } from './LanguagePanel';
