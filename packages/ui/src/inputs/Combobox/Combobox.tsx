import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { Check, ChevronDown, X } from 'lucide-react';
import {
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { usePreference } from '../../foundations/preferences/preferences';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useControllableState } from '../../utils/useControllableState';
import { Chip } from '../Chip/Chip';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import type { OptionValue, SelectOption } from '../Select/Select';
import type { InputSize } from '../TextInput/TextInput';
import { REMOTE_SEARCH_DELAY_MS, VIRTUALIZE_THRESHOLD } from '../shared/constants';
import { Chevron, FrameButton } from '../shared/control.styles';
import {
  DropdownSurface,
  ListboxList,
  ListboxNote,
  ListboxSpacer,
  OptionCheck,
  OptionItem,
  OptionLabel,
  Spinner,
} from '../shared/listbox.styles';
import { useMergedRefs } from '../shared/mergeRefs';
import { hasContent } from '../shared/message';
import { useDebouncedCallback } from '../shared/useDebouncedCallback';
import { ListboxPortal } from '../shared/ListboxPortal';
import { useDropdownFloating } from '../shared/useDropdownFloating';
import { useVirtualOptions } from '../shared/useVirtualOptions';
import { ChipList, Frame, Input, ValueArea } from './Combobox.styles';
import { filterOptions } from './filterOptions';

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

const types = useCombobox.stateChangeTypes;

function toArray<V>(value: unknown): V[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  return Array.isArray(value) ? (value as V[]) : [value as V];
}

/**
 * A text field with a list of suggestions (downshift `useCombobox`). Local mode filters `options`
 * as the user types; remote mode calls `onSearch(query)` 400 ms after the last keystroke and shows
 * the caller's `options`, with a `loading` state announced in a live region. `multiple` keeps
 * several values as chips (Backspace in the empty field removes the last one).
 *
 * Focus stays in the input: arrows move through the options, Enter selects, Escape closes the list.
 * `className` and `style` go to the root; other props to the input.
 */
export function Combobox<V extends OptionValue = string, M extends boolean = false>(
  props: ComboboxProps<V, M>,
) {
  const {
    label,
    hideLabel,
    options,
    onSearch,
    searchDelay = REMOTE_SEARCH_DELAY_MS,
    loading = false,
    emptyText,
    filterOption,
    clearable = false,
    required,
    disabled = false,
    error,
    hint,
    size = 'md',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    virtualizeThreshold = VIRTUALIZE_THRESHOLD,
    labelAside,
    multiple = false,
    value: valueProp,
    defaultValue,
    onChange,
    id,
    className,
    style,
    ref,
    name,
    placeholder,
    onKeyDown,
    onBlur,
    'aria-describedby': describedByProp,
    ...rest
  } = props;
  const { t } = useTranslation();
  // Chips in a row (flex, the default) or one per line: the formTagsStyle preference.
  const [chipLayout] = usePreference('formTagsStyle');
  const remote = onSearch !== undefined;

  const [selected, setSelected] = useControllableState<V[]>({
    value: toArray<V>(valueProp),
    defaultValue: toArray<V>(defaultValue) ?? [],
    onChange: (next) => onChange?.((multiple ? next : (next[0] ?? null)) as ComboboxValue<V, M>),
  });
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  // Options seen when picked, so chips keep their labels when remote results change.
  const [known, setKnown] = useState<ReadonlyMap<V, SelectOption<V>>>(() => new Map());
  const optionFor = (value: V): SelectOption<V> =>
    options.find((o) => o.value === value) ?? known.get(value) ?? { value, label: String(value) };
  const remember = (option: SelectOption<V>) =>
    setKnown((prev) =>
      prev.get(option.value) === option ? prev : new Map(prev).set(option.value, option),
    );

  const selectedOption = !multiple && selected[0] !== undefined ? optionFor(selected[0]) : null;
  // What the user typed since the list last opened; filtering and searching use it, not the label
  // of the selection that the field shows.
  const [query, setQuery] = useState('');
  const [inputValue, setInputValue] = useState(selectedOption?.label ?? '');

  const items = useMemo(
    () => (remote ? [...options] : filterOptions(options, query, filterOption)),
    [remote, options, query, filterOption],
  );
  const selectedItem = multiple
    ? null
    : (items.find((o) => o.value === selected[0]) ?? selectedOption);

  const search = useDebouncedCallback(onSearch, searchDelay);
  const message = hasContent(error) ? error : undefined;
  const ids = useField({
    id,
    hasHint: Boolean(hint),
    hasMessage: message !== undefined,
    describedBy: describedByProp,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(ref, inputRef);
  const virtual = items.length > virtualizeThreshold;

  const toggle = (option: SelectOption<V>) => {
    remember(option);
    setSelected((prev) =>
      prev.includes(option.value)
        ? prev.filter((v) => v !== option.value)
        : [...prev, option.value],
    );
  };

  const stateReducer = (
    state: UseComboboxState<SelectOption<V>>,
    { type, changes }: UseComboboxStateChangeOptions<SelectOption<V>>,
  ): Partial<UseComboboxState<SelectOption<V>>> => {
    switch (type) {
      case types.InputKeyDownEnter:
      case types.ItemClick:
        // Several values: keep the list open and empty the field; the list then shows every option
        // again (local mode), so the highlight follows the picked option to its new place.
        if (!multiple) return changes;
        return {
          ...changes,
          isOpen: true,
          inputValue: '',
          highlightedIndex: remote
            ? state.highlightedIndex
            : options.findIndex((o) => o.value === changes.selectedItem?.value),
        };
      case types.InputBlur:
        if (multiple) return { ...changes, inputValue: '' };
        // Leaving the field never picks the highlighted option; an emptied field clears the value.
        if (state.inputValue.trim() === '')
          return { ...changes, selectedItem: null, inputValue: '' };
        return {
          ...changes,
          selectedItem: state.selectedItem,
          inputValue: state.selectedItem?.label ?? '',
        };
      case types.InputKeyDownEscape:
        // Escape closes the list; it does not clear the value (the clear button does).
        return {
          ...changes,
          selectedItem: state.selectedItem,
          inputValue: multiple ? '' : (state.selectedItem?.label ?? ''),
        };
      default:
        return changes;
    }
  };

  const ds = useCombobox<SelectOption<V>>({
    items,
    selectedItem,
    inputValue,
    isOpen: open && !disabled,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => Boolean(item.disabled),
    stateReducer,
    onStateChange: (changes) => {
      if (
        multiple &&
        (changes.type === types.ItemClick || changes.type === types.InputKeyDownEnter) &&
        changes.selectedItem
      )
        toggle(changes.selectedItem);
    },
    onSelectedItemChange: ({ selectedItem: item }) => {
      if (multiple) return;
      if (item) remember(item);
      setSelected(item ? [item.value] : []);
    },
    onInputValueChange: ({ inputValue: next, type }) => {
      setInputValue(next);
      if (type === types.InputChange) {
        setQuery(next);
        if (remote) search.run(next.trim());
      } else {
        // A pick, a blur or Escape: the list shows every option again.
        setQuery('');
      }
    },
    onIsOpenChange: ({ isOpen }) => {
      setOpen(Boolean(isOpen));
      if (!isOpen) setQuery('');
    },
    labelId: ids.labelId,
    inputId: ids.controlId,
    menuId: `${ids.controlId}-listbox`,
    toggleButtonId: `${ids.controlId}-toggle`,
    getItemId: (index) => `${ids.controlId}-option-${index}`,
    ...(virtual ? { scrollIntoView: () => {} } : {}),
  });
  const isOpen = ds.isOpen;
  const { setReference, setFloating, floatingStyles } = useDropdownFloating(isOpen);
  const { indexes, spacers, setListElement } = useVirtualOptions({
    count: items.length,
    enabled: virtual,
    open: isOpen,
    highlightedIndex: ds.highlightedIndex,
  });

  const removeAt = (value: V) => {
    setSelected((prev) => prev.filter((v) => v !== value));
    inputRef.current?.focus();
  };
  const hasValue = selected.length > 0;
  const showClear = clearable && hasValue && !disabled;

  const inputProps = ds.getInputProps({
    ref: mergedRef,
    disabled,
    placeholder: multiple && hasValue ? undefined : (placeholder ?? t('combobox-placeholder')),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Escape' && isOpen) event.stopPropagation();
      if (
        multiple &&
        event.key === 'Backspace' &&
        event.currentTarget.value === '' &&
        selected.length > 0
      )
        setSelected((prev) => prev.slice(0, -1));
      onKeyDown?.(event);
    },
    onBlur,
    ...rest,
  });

  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (disabled || target === inputRef.current || target.closest('button')) return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  const status = loading
    ? t('combobox-loading')
    : isOpen
      ? items.length > 0
        ? t('combobox-results', { count: items.length })
        : typeof emptyText === 'string'
          ? emptyText
          : t('combobox-empty')
      : '';

  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      hint={hint}
      message={message}
      ids={ids}
      labelProps={ds.getLabelProps()}
      labelAside={labelAside}
      className={className}
      style={style}
    >
      <Frame
        ref={setReference}
        data-size={size}
        data-multiple={multiple || undefined}
        data-invalid={error ? true : undefined}
        data-disabled={disabled || undefined}
        onMouseDown={focusInput}
      >
        <ValueArea>
          {multiple && hasValue && (
            <ChipList aria-label={t('combobox-selected')} data-layout={chipLayout}>
              {selected.map((value) => {
                const option = optionFor(value);
                return (
                  <li key={String(value)}>
                    <Chip
                      label={option.label}
                      size="sm"
                      disabled={disabled}
                      onRemove={() => removeAt(value)}
                    />
                  </li>
                );
              })}
            </ChipList>
          )}
          <Input
            {...inputProps}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={ids.describedBy}
          />
        </ValueArea>
        {showClear && (
          <FrameButton
            type="button"
            aria-label={t('select-clear')}
            title={t('select-clear')}
            onClick={() => {
              setSelected([]);
              setInputValue('');
              inputRef.current?.focus();
            }}
          >
            <X aria-hidden="true" />
          </FrameButton>
        )}
        <FrameButton
          type="button"
          {...ds.getToggleButtonProps({ disabled })}
          aria-label={t('combobox-toggle')}
        >
          <Chevron data-open={isOpen || undefined}>
            <ChevronDown aria-hidden="true" />
          </Chevron>
        </FrameButton>
        {name !== undefined &&
          selected.map((value) => (
            <input key={String(value)} type="hidden" name={name} value={String(value)} />
          ))}
      </Frame>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      <ListboxPortal open={isOpen}>
        <DropdownSurface ref={setFloating} style={floatingStyles} hidden={!isOpen}>
          <ListboxList
            {...ds.getMenuProps({ ref: setListElement }, { suppressRefError: true })}
            aria-multiselectable={multiple || undefined}
            aria-busy={loading || undefined}
            data-virtual={virtual || undefined}
          >
            {isOpen && spacers && (
              <ListboxSpacer
                aria-hidden="true"
                role="presentation"
                style={{ height: spacers.before }}
              />
            )}
            {isOpen &&
              indexes.map((index) => {
                const option = items[index]!;
                const isSelected = selected.includes(option.value);
                return (
                  <OptionItem
                    key={String(option.value)}
                    title={option.label}
                    data-highlighted={ds.highlightedIndex === index || undefined}
                    data-virtual={virtual || undefined}
                    aria-setsize={virtual ? items.length : undefined}
                    aria-posinset={virtual ? index + 1 : undefined}
                    {...ds.getItemProps({ item: option, index, 'aria-selected': isSelected })}
                  >
                    <OptionLabel>{option.label}</OptionLabel>
                    <OptionCheck aria-hidden="true">{isSelected && <Check />}</OptionCheck>
                  </OptionItem>
                );
              })}
            {isOpen && spacers && (
              <ListboxSpacer
                aria-hidden="true"
                role="presentation"
                style={{ height: spacers.after }}
              />
            )}
          </ListboxList>
          {isOpen && loading && (
            <ListboxNote>
              <Spinner aria-hidden="true" />
              {t('combobox-loading')}
            </ListboxNote>
          )}
          {isOpen && !loading && items.length === 0 && (
            <ListboxNote>{emptyText ?? t('combobox-empty')}</ListboxNote>
          )}
        </DropdownSurface>
      </ListboxPortal>
    </Field>
  );
}
