import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../preferences';

// The console's way of getting core messages (apps/console/src/app/coreMessages.ts): each locale
// arrives on its own, when asked for, and only when the test lets it.
const source = vi.hoisted(() => ({
  present: new Set<string>(),
  asked: [] as string[],
  release: new Map<string, () => void>(),
}));

// The test setup has loaded the library with its bundled messages: start again from a fresh module
// graph in which the source of core messages is the one above.
vi.resetModules();
vi.doMock('./coreMessages', async () => {
  const { core } = await import('./messages/core');
  const { resourceFor } = await import('./messages/define');
  return {
    coreMessagesOf: (locale: Locale) =>
      source.present.has(locale) ? resourceFor(locale, core) : undefined,
    loadCoreMessages: (locales: readonly Locale[]) =>
      Promise.all(
        locales
          .filter((l) => !source.present.has(l))
          .map((l) => {
            source.asked.push(l);
            return new Promise<void>((resolve) =>
              source.release.set(l, () => {
                source.present.add(l);
                resolve();
              }),
            );
          }),
      ).then(() => undefined),
  };
});

const { createI18n, loadLocale } = await import('./i18n');
const { useTranslation } = await import('./useTranslation');
const { NewsdeskProvider } = await import('../provider');
const { setPreference } = await import('../preferences');

function Title() {
  const { t } = useTranslation();
  return <h1>{t('action-save')}</h1>;
}

async function arrive(locale: string) {
  await act(async () => source.release.get(locale)?.());
}

describe('loading a locale on demand', () => {
  beforeEach(() => {
    source.present = new Set(['en']);
    source.asked = [];
    source.release.clear();
  });

  it('asks only for what the locale needs: zh-CN alone, fr with English', async () => {
    void loadLocale('zh-CN');
    expect(source.asked).toEqual(['zh-CN']);
    void loadLocale('fr');
    expect(source.asked).toEqual(['zh-CN', 'fr']); // English is there already
  });

  it('loads the safety net (Chinese behind English) only when a key is missing', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('action-save')).toBe('Save');
    expect(source.asked).toEqual([]);
    (i18n.t as unknown as (key: string) => string)('no-such-key');
    expect(source.asked).toEqual(['zh-CN']);
  });

  it('keeps showing the previous language until the chosen one arrives', async () => {
    setPreference('locale', 'en');
    render(
      <NewsdeskProvider>
        <Title />
      </NewsdeskProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Save');

    act(() => setPreference('locale', 'fr'));
    expect(source.asked).toEqual(['fr']);
    expect(screen.getByRole('heading')).toHaveTextContent('Save'); // no keys while French loads
    await arrive('fr');
    expect(screen.getByRole('heading')).toHaveTextContent('Enregistrer');
    expect(document.documentElement.lang).toBe('fr');

    act(() => setPreference('locale', 'zh-CN'));
    expect(screen.getByRole('heading')).toHaveTextContent('Enregistrer');
    await arrive('zh-CN');
    expect(screen.getByRole('heading')).toHaveTextContent('保存');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('switches to a partial locale only once its English fallback is there too', async () => {
    source.present = new Set(['zh-CN']);
    setPreference('locale', 'zh-CN');
    const tree = () => (
      <NewsdeskProvider>
        <Title />
      </NewsdeskProvider>
    );
    const { container, rerender } = render(tree());
    const heading = within(container).getByRole('heading');
    expect(heading).toHaveTextContent('保存');

    act(() => setPreference('locale', 'fr'));
    expect(source.asked).toEqual(['fr', 'en']);
    await arrive('fr');
    // French without its English fallback is not ready: still Chinese, and still announced as
    // Chinese, until English is there, whatever renders the provider meanwhile.
    rerender(tree());
    expect(heading).toHaveTextContent('保存');
    expect(document.documentElement.lang).toBe('zh-CN');
    await arrive('en');
    expect(heading).toHaveTextContent('Enregistrer');
    expect(document.documentElement.lang).toBe('fr');
  });
});
