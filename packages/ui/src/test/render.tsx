import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { NewsdeskProvider } from '../foundations/provider';
import type { ColorSchema, Locale } from '../foundations/preferences';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  colorSchema?: ColorSchema;
}

/** Renders inside the Newsdesk providers (theme, i18n, toasts); English by default in tests. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', colorSchema = 'light', ...options }: RenderWithProvidersOptions = {},
) {
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <NewsdeskProvider locale={locale} colorSchema={colorSchema}>
      {children}
    </NewsdeskProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...options }) };
}
