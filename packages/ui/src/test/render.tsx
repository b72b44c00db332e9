import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactElement, type ReactNode } from 'react';
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

/**
 * Renders like `renderWithProviders` and records the commits of `ui`'s subtree (React's Profiler):
 * a component that sets state as it mounts (an element kept in state by a ref callback…) shows a
 * second commit, which on a screen with many of them is a second render before the first paint.
 */
export function renderCountingCommits(ui: ReactElement, options?: RenderWithProvidersOptions) {
  const commits: string[] = [];
  const result = renderWithProviders(
    <Profiler id="subject" onRender={(_id, phase) => commits.push(phase)}>
      {ui}
    </Profiler>,
    options,
  );
  return { ...result, commits };
}
