import { useId } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { usePreference, type ColorSchema, type Locale } from '../../foundations/preferences';
import { RadioGroup } from '../../inputs/RadioGroup';
import { Select } from '../../inputs/Select';
import { Switch } from '../../inputs/Switch';

import { theme } from '../../foundations/tokens';
export interface PreferencesFormProps {
  /** Told after each change (the page toasts "saved"). */
  onSaved?: () => void;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  max-width: 40rem;
`;

const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'zh-CN', label: '中文' },
  { value: 'en', label: 'English' },
];

/**
 * Preference (operations §3, stored locally): hide deleted contents, how tags sit in forms, the
 * mall statistics switch, the language and the colour scheme. Each change applies at once in every
 * tab (the preference store), as the shell's language panel and theme toggle do.
 */
export function PreferencesForm({ onSaved }: PreferencesFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [hideDeleted, setHideDeleted] = usePreference('hideDeletedContents');
  const [tagsStyle, setTagsStyle] = usePreference('formTagsStyle');
  const [mall, setMall] = usePreference('mallStatisticsSwitch');
  const [locale, setLocale] = usePreference('locale');
  const [scheme, setScheme] = usePreference('color-schema');
  const saved =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      onSaved?.();
    };

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('preference-title')}</h2>
      <Fields>
        <Switch
          label={t('preference-hide-deleted')}
          hint={t('preference-hide-deleted-hint')}
          checked={hideDeleted}
          onChange={saved(setHideDeleted)}
        />
        <RadioGroup<'flex' | 'block'>
          label={t('preference-tags-style')}
          orientation="horizontal"
          value={tagsStyle}
          options={[
            { value: 'flex', label: t('preference-tags-flex') },
            { value: 'block', label: t('preference-tags-block') },
          ]}
          onChange={saved(setTagsStyle)}
        />
        <Switch
          label={t('preference-mall-statistics')}
          hint={t('preference-mall-statistics-hint')}
          checked={mall}
          onChange={saved(setMall)}
        />
        <Select<Locale>
          label={t('preference-locale')}
          value={locale}
          options={LANGUAGES}
          onChange={(v) => {
            if (v) saved(setLocale)(v);
          }}
        />
        <RadioGroup<ColorSchema>
          label={t('preference-color')}
          orientation="horizontal"
          value={scheme}
          options={[
            { value: 'auto', label: t('preference-color-auto') },
            { value: 'light', label: t('preference-color-light') },
            { value: 'dark', label: t('preference-color-dark') },
          ]}
          onChange={saved(setScheme)}
        />
      </Fields>
    </section>
  );
}
