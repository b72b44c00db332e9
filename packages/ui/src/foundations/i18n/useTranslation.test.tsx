import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { useTranslation } from './useTranslation';

// Keys made up for the test: `t` is typed with the catalogue's keys only.
type AnyKeyT = (key: string, options?: Record<string, unknown>) => string;

function Label({ k, onRender }: { k: string; onRender: () => void }) {
  const t = useTranslation().t as unknown as AnyKeyT;
  onRender();
  return <p>{t(k)}</p>;
}

describe('useTranslation', () => {
  it('re-renders when messages arrive only if a key was missing', () => {
    const i18n = createI18n('en');
    i18n.addResourceBundle('en', 'translation', { 'tt-here': 'Here' }, true, true);
    const onRender = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Label k="tt-here" onRender={onRender} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Here')).toBeInTheDocument();
    expect(onRender.mock.calls.length).toBe(1);

    // An area for another screen arrives: nothing on this one needs it.
    act(() => {
      i18n.addResourceBundle('en', 'translation', { 'tt-other': 'Other' }, true, true);
    });
    expect(onRender.mock.calls.length).toBe(1);
  });

  it('shows a missing key, then its message once it arrives', () => {
    const i18n = createI18n('en');
    const onRender = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Label k="tt-later" onRender={onRender} />
      </I18nextProvider>,
    );
    expect(screen.getByText('tt-later')).toBeInTheDocument();
    act(() => {
      i18n.addResourceBundle('en', 'translation', { 'tt-later': 'Arrived' }, true, true);
    });
    expect(screen.getByText('Arrived')).toBeInTheDocument();
    // And a later, unrelated arrival leaves it alone.
    const after = onRender.mock.calls.length;
    act(() => {
      i18n.addResourceBundle('en', 'translation', { 'tt-unrelated': 'Unrelated' }, true, true);
    });
    expect(onRender.mock.calls.length).toBe(after);
  });

  it('keeps a default value when the key is missing', () => {
    const i18n = createI18n('en');
    const t = i18n.t.bind(i18n) as unknown as AnyKeyT;
    expect(t('tt-none', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
    expect(t('tt-none')).toBe('tt-none');
  });
});
