import { ChevronDown, X } from 'lucide-react';
import { useEffect, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Dormant, dormancy, type Wake } from '../../utils/dormant';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import type { InputSize } from '../TextInput/TextInput';
import { Chevron, FrameButton } from '../shared/control.styles';
import { hasContent } from '../shared/message';
import { Anchor, ClearRoom, ClearSlot, Trigger, TriggerValue } from './Select.styles';

export type OptionValue = string | number;

export interface SelectOption<V extends OptionValue = string> {
  value: V;
  /** The visible text, already translated. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends OptionValue = string> extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'defaultValue' | 'children' | 'placeholder'
> {
  /** The visible label, already translated. */
  label: ReactNode;
  /** Keeps the label for screen readers only (a filter in a toolbar). */
  hideLabel?: boolean;
  /** The choices, in order: value, translated label and optional disabled flag. */
  options: readonly SelectOption<V>[];
  /**
   * The selected value (controlled), or null for none; undefined leaves the select uncontrolled.
   */
  value?: V | null;
  /** The initial selection when `value` is not controlled (default null, none). */
  defaultValue?: V | null;
  /** Called with the picked option's value, or null when the selection is cleared. */
  onChange?: (value: V | null) => void;
  /** Shown while nothing is selected (default "Select…"). */
  placeholder?: string;
  /** Shows a button that clears the selection. */
  clearable?: boolean;
  /** Disables the trigger and the clear button (default false). */
  disabled?: boolean;
  /** Shows the required mark and sets `aria-required` (the caller validates). */
  required?: boolean;
  /** An error message shown under the field (or `true` to mark it invalid without one). */
  error?: ReactNode | boolean;
  /** Help text under the field, tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** The trigger's height: `sm` 28 px, `md` 36 px (default), `lg` 44 px. */
  size?: InputSize;
  /** Whether the option list is open (controlled); undefined lets the select manage it. */
  open?: boolean;
  /** Whether the list starts open when `open` is not controlled (default false). */
  defaultOpen?: boolean;
  /** Called with the new open state when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Submits the value with a native form under this name. */
  name?: string;
  /** Lists longer than this are virtualized (default 100). */
  virtualizeThreshold?: number;
  /** Something at the end of the label row (a badge, a link). */
  labelAside?: ReactNode;
}

const live = dormancy(() => import('./SelectLive').then((m) => m.SelectLive));

/** The keys a closed select answers (downshift's): opening, moving, and typing to find. */
const wakeKeys = new Set([
  'ArrowDown',
  'ArrowUp',
  'Enter',
  ' ',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * One value from a list (downshift `useSelect`, the ARIA select-only combobox). The trigger keeps
 * focus: arrows, Home/End, PageUp/PageDown and typing move through the options, Enter or Space
 * selects, Escape closes. The list floats in a portal (flip, size, autoUpdate) and is virtualized
 * past ~100 options. `className` and `style` go to the root; other props to the trigger.
 *
 * Dormant (utils/dormant): the closed select shows at once, and downshift, the virtualizer and the
 * list's floating load on the first pointer over it, focus, click or key, or when the app preloads
 * them; what the user did meanwhile is replayed on the live select.
 */
export function Select<V extends OptionValue = string>(props: SelectProps<V>): ReactElement {
  const startsOpen = props.open === true || (props.open === undefined && props.defaultOpen);
  useEffect(() => {
    if (startsOpen) void live.preload().catch(() => {});
  }, [startsOpen]);
  return (
    <Dormant
      of={live}
      // The live part is generic in V like this one; it is declared for OptionValue.
      props={props as unknown as SelectProps<OptionValue>}
      asleep={(wake) => <SelectAsleep {...props} wake={wake} />}
    />
  );
}

/** The closed select, as the live one draws it, without its machinery. */
function SelectAsleep<V extends OptionValue>({
  wake,
  label,
  hideLabel,
  options,
  value: valueProp,
  defaultValue = null,
  placeholder,
  clearable = false,
  disabled = false,
  required,
  error,
  hint,
  size = 'md',
  name,
  labelAside,
  id,
  className,
  style,
  onKeyDown,
  onClick,
  'aria-describedby': describedByProp,
  // The live part's alone.
  onChange: _onChange,
  open: _open,
  defaultOpen: _defaultOpen,
  onOpenChange: _onOpenChange,
  virtualizeThreshold: _virtualizeThreshold,
  ...rest
}: SelectProps<V> & { wake: Wake }) {
  const { t } = useTranslation();
  const value = valueProp === undefined ? defaultValue : valueProp;
  const selected = options.find((o) => o.value === value) ?? null;
  const message = hasContent(error) ? error : undefined;
  const ids = useField({
    id,
    hasHint: Boolean(hint),
    hasMessage: message !== undefined,
    describedBy: describedByProp,
  });
  const showClear = clearable && selected !== null && !disabled;
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      hint={hint}
      message={message}
      ids={ids}
      labelAside={labelAside}
      className={className}
      style={style}
    >
      <Anchor>
        <Trigger
          {...rest}
          {...wake.part('trigger')}
          id={ids.controlId}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          aria-labelledby={ids.labelId}
          tabIndex={disabled ? -1 : 0}
          aria-disabled={disabled || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={ids.describedBy}
          data-size={size}
          data-invalid={error ? true : undefined}
          data-disabled={disabled || undefined}
          // A click or a key the live select answers is replayed on it, the caller's handlers
          // included; the others reach the caller here.
          onClick={(event) => {
            if (disabled) onClick?.(event);
            else wake.click('trigger');
          }}
          onKeyDown={(event) => {
            const answered =
              !disabled &&
              !event.altKey &&
              !event.ctrlKey &&
              !event.metaKey &&
              (wakeKeys.has(event.key) || event.key.length === 1);
            if (answered) wake.key('trigger', event);
            else onKeyDown?.(event);
          }}
        >
          <TriggerValue data-placeholder={selected === null || undefined}>
            {selected ? selected.label : (placeholder ?? t('select-placeholder'))}
          </TriggerValue>
          {showClear && <ClearRoom aria-hidden="true" />}
          <Chevron aria-hidden="true">
            <ChevronDown />
          </Chevron>
        </Trigger>
        {showClear && (
          <ClearSlot data-size={size}>
            <FrameButton
              type="button"
              {...wake.part('clear')}
              aria-label={t('select-clear')}
              title={t('select-clear')}
              onClick={() => wake.click('clear')}
            >
              <X aria-hidden="true" />
            </FrameButton>
          </ClearSlot>
        )}
        {name !== undefined && <input type="hidden" name={name} value={value ?? ''} />}
      </Anchor>
    </Field>
  );
}
