import { ChevronDown, X } from 'lucide-react';
import {
  useEffect,
  useRef,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { usePreference } from '../../foundations/preferences/preferences';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Dormant, dormancy, type Wake } from '../../utils/dormant';
import { Chip } from '../Chip/Chip';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import type { OptionValue, SelectOption } from '../Select/Select';
import type { InputSize } from '../TextInput/TextInput';
import { Chevron, FrameButton } from '../shared/control.styles';
import { useMergedRefs } from '../shared/mergeRefs';
import { hasContent } from '../shared/message';
import { ChipList, Frame, Input, ValueArea } from './Combobox.styles';
import { toArray } from './toArray';

/** A single value, or several with `multiple`. */
export type ComboboxValue<V extends OptionValue, M extends boolean> = M extends true
  ? V[]
  : V | null;

export interface ComboboxProps<
  V extends OptionValue = string,
  M extends boolean = false,
> extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'children' | 'prefix' | 'type'
> {
  /** The visible label, already translated. */
  label: ReactNode;
  /** Keeps the label for screen readers only (a search box in a toolbar). */
  hideLabel?: boolean;
  /** Local mode: every option, filtered as the user types. Remote mode: the current results. */
  options: readonly SelectOption<V>[];
  /** Several values, shown as chips; the list stays open while picking. */
  multiple?: M;
  /**
   * The selected value (an array with `multiple`, else a value or null), controlled; undefined
   * leaves it uncontrolled.
   */
  value?: ComboboxValue<V, M>;
  /** The initial selection when `value` is not controlled. */
  defaultValue?: ComboboxValue<V, M>;
  /**
   * Called with the new selection (an array with `multiple`, else the value or null) when the user
   * picks, removes or clears.
   */
  onChange?: (value: ComboboxValue<V, M>) => void;
  /**
   * Remote mode: called with the typed query 400 ms after the last keystroke (content §9); the
   * caller fetches and passes the results as `options`. No local filtering then.
   */
  onSearch?: (query: string) => void;
  /** The debounce of `onSearch` in ms (default 400). */
  searchDelay?: number;
  /** Results are on their way: shown in the list and announced. */
  loading?: boolean;
  /** Shown when no option matches (default "No matching options"). */
  emptyText?: ReactNode;
  /** Local mode's matcher (default: the label contains the query, case-insensitive). */
  filterOption?: (option: SelectOption<V>, query: string) => boolean;
  /** Shows a button that clears the selection. */
  clearable?: boolean;
  /** Shows the required mark and sets `aria-required` (the caller validates). */
  required?: boolean;
  /** Disables typing, the toggle, the chips' remove buttons and the list (default false). */
  disabled?: boolean;
  /** An error message shown under the field (or `true` to mark it invalid without one). */
  error?: ReactNode | boolean;
  /** Help text under the field, tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** The field's height: `sm` 28 px, `md` 36 px (default), `lg` 44 px. */
  size?: InputSize;
  /** Whether the option list is open (controlled); undefined lets the combobox manage it. */
  open?: boolean;
  /** Whether the list starts open when `open` is not controlled (default false). */
  defaultOpen?: boolean;
  /** Called with the new open state when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Lists longer than this are virtualized (default 100). */
  virtualizeThreshold?: number;
  /** Something at the end of the label row (a badge, a link). */
  labelAside?: ReactNode;
}

/**
 * A text field with a list of suggestions (downshift `useCombobox`). Local mode filters `options`
 * as the user types; remote mode calls `onSearch(query)` 400 ms after the last keystroke and shows
 * the caller's `options`, with a `loading` state announced in a live region. `multiple` keeps
 * several values as chips (Backspace in the empty field removes the last one).
 *
 * Focus stays in the input: arrows move through the options, Enter selects, Escape closes the list.
 * `className` and `style` go to the root; other props to the input.
 *
 * Dormant (utils/dormant): the closed field shows at once, and downshift, the virtualizer and the
 * list's floating load on the first pointer over it, focus, typing, click or key, or when the app
 * preloads them; the text typed meanwhile and the keys pressed are handed to the live combobox.
 */
export function Combobox<V extends OptionValue = string, M extends boolean = false>(
  props: ComboboxProps<V, M>,
): ReactElement {
  const startsOpen = props.open === true || (props.open === undefined && props.defaultOpen);
  useEffect(() => {
    if (startsOpen) void live.preload().catch(() => {});
  }, [startsOpen]);
  return (
    <Dormant
      of={live}
      // The live part is generic like this one; it is declared for OptionValue and either mode.
      props={props as unknown as ComboboxProps<OptionValue, boolean>}
      asleep={(wake) => <ComboboxAsleep {...props} wake={wake} />}
    />
  );
}

const live = dormancy(() => import('./ComboboxLive').then((m) => m.ComboboxLive));

/** The keys a closed combobox answers by opening its list (downshift's). */
const wakeKeys = new Set(['ArrowDown', 'ArrowUp']);

/** The closed combobox, as the live one draws it, without its machinery. */
function ComboboxAsleep<V extends OptionValue, M extends boolean>({
  wake,
  label,
  hideLabel,
  options,
  multiple,
  value: valueProp,
  defaultValue,
  clearable = false,
  required,
  disabled = false,
  error,
  hint,
  size = 'md',
  labelAside,
  id,
  className,
  style,
  name,
  placeholder,
  onKeyDown,
  ref,
  'aria-describedby': describedByProp,
  // The live part's alone.
  onChange: _onChange,
  onSearch: _onSearch,
  searchDelay: _searchDelay,
  loading: _loading,
  emptyText: _emptyText,
  filterOption: _filterOption,
  open: _open,
  defaultOpen: _defaultOpen,
  onOpenChange: _onOpenChange,
  virtualizeThreshold: _virtualizeThreshold,
  ...rest
}: ComboboxProps<V, M> & { wake: Wake }) {
  const { t } = useTranslation();
  const [chipLayout] = usePreference('formTagsStyle');
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(ref, inputRef);
  const selected = toArray<V>(valueProp) ?? toArray<V>(defaultValue) ?? [];
  const labelOf = (value: V) => options.find((o) => o.value === value)?.label ?? String(value);
  const message = hasContent(error) ? error : undefined;
  const ids = useField({
    id,
    hasHint: Boolean(hint),
    hasMessage: message !== undefined,
    describedBy: describedByProp,
  });
  const hasValue = selected.length > 0;
  const showClear = clearable && hasValue && !disabled;
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
      <Frame
        data-size={size}
        data-multiple={multiple || undefined}
        data-invalid={error ? true : undefined}
        data-disabled={disabled || undefined}
        onMouseDown={(event) => {
          const target = event.target as HTMLElement;
          if (disabled || target === inputRef.current || target.closest('button')) return;
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <ValueArea>
          {multiple && hasValue && (
            <ChipList aria-label={t('combobox-selected')} data-layout={chipLayout}>
              {selected.map((value) => (
                <li key={String(value)} {...wake.part(`chip:${String(value)}`)}>
                  <Chip
                    label={labelOf(value)}
                    size="sm"
                    disabled={disabled}
                    onRemove={() => wake.click(`chip:${String(value)}`)}
                  />
                </li>
              ))}
            </ChipList>
          )}
          <Input
            {...rest}
            {...wake.part('input')}
            ref={mergedRef}
            id={ids.controlId}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            aria-labelledby={ids.labelId}
            autoComplete="off"
            disabled={disabled}
            placeholder={
              multiple && hasValue ? undefined : (placeholder ?? t('combobox-placeholder'))
            }
            defaultValue={multiple || !hasValue ? '' : labelOf(selected[0]!)}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => wake.input('input', event.currentTarget)}
            onClick={() => {
              if (!disabled) wake.click('input');
            }}
            // Keys the live combobox answers are replayed on it, the caller's handler included.
            onKeyDown={(event) => {
              const removesChip =
                multiple &&
                event.key === 'Backspace' &&
                event.currentTarget.value === '' &&
                hasValue;
              if (!disabled && (wakeKeys.has(event.key) || removesChip)) wake.key('input', event);
              else onKeyDown?.(event);
            }}
          />
        </ValueArea>
        {showClear && (
          <FrameButton
            type="button"
            {...wake.part('clear')}
            aria-label={t('select-clear')}
            title={t('select-clear')}
            onClick={() => wake.click('clear')}
          >
            <X aria-hidden="true" />
          </FrameButton>
        )}
        <FrameButton
          type="button"
          {...wake.part('toggle')}
          tabIndex={-1}
          disabled={disabled}
          aria-label={t('combobox-toggle')}
          onClick={() => wake.click('toggle')}
        >
          <Chevron>
            <ChevronDown aria-hidden="true" />
          </Chevron>
        </FrameButton>
        {name !== undefined &&
          selected.map((value) => (
            <input key={String(value)} type="hidden" name={name} value={String(value)} />
          ))}
      </Frame>
      <VisuallyHidden role="status" aria-live="polite" />
    </Field>
  );
}
