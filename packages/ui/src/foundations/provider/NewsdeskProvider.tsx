import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../../feedback/Toast/ToastProvider';
import { ConfirmProvider } from '../../overlays/ConfirmDialog';
import { createI18n, isLocaleReady, loadLocale } from '../i18n';
import { type ColorSchema, type Locale, usePreference } from '../preferences';
import { GlobalStyle, useApplyColorScheme, useResolvedColorScheme } from '../theme';
import { theme } from '../tokens';

export interface NewsdeskProviderProps {
  /** The app or story, given the theme, translations, toasts and confirm dialogs. */
  children?: ReactNode;
  /** Overrides the stored `color-schema` preference (Storybook's toolbar does). */
  colorSchema?: ColorSchema;
  /** Overrides the stored `locale` preference. */
  locale?: Locale;
  /** An i18next instance to use; one is created when absent. */
  i18n?: I18n;
}

/**
 * Everything a Newsdesk component needs around it: the theme (tokens as CSS variables on
 * `<html data-theme>`), global styles, i18n, toasts (`useToast()`) and confirmations (`useConfirm()`). The app mounts it once at the
 * root.
 */
export function NewsdeskProvider({ children, colorSchema, locale, i18n }: NewsdeskProviderProps) {
  const [storedSchema] = usePreference('color-schema');
  const [storedLocale] = usePreference('locale');
  const activeLocale = locale ?? storedLocale;
  const resolved = useResolvedColorScheme(colorSchema ?? storedSchema);
  useApplyColorScheme(resolved);

  const [instance] = useState(() => i18n ?? createI18n(activeLocale));
  // A locale whose messages are there (its own and its needed fallbacks') is switched to before the
  // children render, so no frame shows the previous language (synchronous and idempotent). One
  // still loading (the console loads each language on demand) is switched to once it has arrived;
  // the previous one shows until then.
  const ready = isLocaleReady(activeLocale);
  const shown = ready ? activeLocale : (instance.language as Locale);
  if (instance.language !== shown) void instance.changeLanguage(shown);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLocale(activeLocale).then(
      () => {
        if (live) arrived((n) => n + 1);
      },
      () => undefined, // offline: the previous language stays until the next change or reload
    );
    return () => {
      live = false;
    };
  }, [activeLocale, ready]);
  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);

  return (
    <I18nextProvider i18n={instance}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </ToastProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
