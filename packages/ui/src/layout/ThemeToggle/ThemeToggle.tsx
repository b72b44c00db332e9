import { Monitor, Moon, Sun } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { colorSchemas, usePreference, type ColorSchema } from '../../foundations/preferences';

import { theme } from '../../foundations/tokens';
export interface ThemeToggleProps {
  /** Controlled value; when absent the stored `color-schema` preference is read and written. */
  value?: ColorSchema;
  /**
   * Called with the colour schema the user chooses (click or arrow keys), after the stored
   * preference is written when uncontrolled.
   */
  onChange?: (value: ColorSchema) => void;
  /** Vertical in the sidebar rail, horizontal elsewhere. */
  orientation?: 'horizontal' | 'vertical';
  /** A class for the radio group's root element. */
  className?: string;
}

const Group = styled.div`
  display: inline-flex;
  gap: ${theme.space[0.5]};
  padding: ${theme.space[0.5]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.subtle};
  &[aria-orientation='vertical'] {
    flex-direction: column;
  }
`;

const Option = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.size.controlSm};
  height: ${theme.size.controlSm};
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.color.text.secondary};
  cursor: pointer;
  & > svg {
    width: 16px;
    height: 16px;
  }
  &:hover {
    color: ${theme.color.text.primary};
  }
  &[aria-checked='true'] {
    background: ${theme.color.bg.surface};
    color: ${theme.color.text.link};
    box-shadow: ${theme.shadow.sm};
  }
`;

const icons: Record<ColorSchema, typeof Sun> = { auto: Monitor, dark: Moon, light: Sun };

/** The colour theme switch: auto (follows the system), dark, light. */
export function ThemeToggle({
  value,
  onChange,
  orientation = 'horizontal',
  className,
}: ThemeToggleProps) {
  const { t } = useTranslation();
  const [stored, setStored] = usePreference('color-schema');
  const current = value ?? stored;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (next: ColorSchema) => {
    if (value === undefined) setStored(next);
    onChange?.(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const forward = ['ArrowRight', 'ArrowDown'].includes(e.key);
    const back = ['ArrowLeft', 'ArrowUp'].includes(e.key);
    if (!forward && !back) return;
    e.preventDefault();
    const i = colorSchemas.indexOf(current);
    const next = colorSchemas[(i + (forward ? 1 : colorSchemas.length - 1)) % colorSchemas.length]!;
    choose(next);
    refs.current[colorSchemas.indexOf(next)]?.focus();
  };

  return (
    <Group
      role="radiogroup"
      aria-label={t('theme-label')}
      aria-orientation={orientation}
      className={className}
      onKeyDown={onKeyDown}
    >
      {colorSchemas.map((schema, i) => {
        const Icon = icons[schema];
        const label = t(`theme-${schema}`);
        return (
          <Option
            key={schema}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={current === schema}
            aria-label={label}
            title={label}
            tabIndex={current === schema ? 0 : -1}
            onClick={() => choose(schema)}
          >
            <Icon aria-hidden />
          </Option>
        );
      })}
    </Group>
  );
}
