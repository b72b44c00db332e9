import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { usePreference, type Locale } from '../../foundations/preferences';

import { theme } from '../../foundations/tokens';
export interface LanguagePanelProps {
  /** The languages offered: the main console offers zh-CN and en; the template layer all six. */
  locales?: readonly Locale[];
  /** Controlled value; when absent the stored `locale` preference is read and written. */
  value?: Locale;
  /**
   * Called with the locale the user chooses (after the stored preference is written, when
   * uncontrolled).
   */
  onChange?: (locale: Locale) => void;
  /** A class for the fieldset that holds the choices. */
  className?: string;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  &:hover {
    background: ${theme.color.bg.hover};
  }
  &:has(input:checked) {
    background: ${theme.color.bg.selected};
    color: ${theme.color.text.link};
    font-weight: ${theme.font.weight.medium};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.color.border.focus};
  }
  & > input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  & > svg {
    width: 16px;
    height: 16px;
  }
`;

const Legend = styled.legend`
  margin-bottom: ${theme.space[2]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/** Chooses the interface language; each language is named in itself. */
export function LanguagePanel({
  locales = ['zh-CN', 'en'],
  value,
  onChange,
  className,
}: LanguagePanelProps) {
  const { t } = useTranslation();
  const name = useId();
  const [stored, setStored] = usePreference('locale');
  const current = value ?? stored;
  const choose = (next: Locale) => {
    if (value === undefined) setStored(next);
    onChange?.(next);
  };
  return (
    <Fieldset className={className}>
      <Legend>{t('language-label')}</Legend>
      <List>
        {locales.map((locale) => (
          <Option key={locale} lang={locale}>
            <input
              type="radio"
              name={name}
              value={locale}
              checked={current === locale}
              onChange={() => choose(locale)}
            />
            <span>{t(`language-${locale}`)}</span>
            {current === locale && <Check aria-hidden />}
          </Option>
        ))}
      </List>
    </Fieldset>
  );
}
