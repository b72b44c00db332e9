import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { Check, ChevronDown, X } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { usePreference } from '../../foundations/preferences/preferences';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useControllableState } from '../../utils/useControllableState';
import { Chip } from '../Chip/Chip';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import type { OptionValue, SelectOption } from '../Select/Select';
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
import { useWakePart } from '../../utils/dormant';
import type { ComboboxProps, ComboboxValue } from './Combobox';
import { toArray } from './toArray';
import { ChipList, Frame, Input, ValueArea } from './Combobox.styles';
import { filterOptions } from './filterOptions';

const types = useCombobox.stateChangeTypes;

/** The live `Combobox` (see Combobox.tsx): downshift's `useCombobox`, the list and its floating. */
export function ComboboxLive<V extends OptionValue = string, M extends boolean = false>(
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
  const wakePart = useWakePart();
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
                  <li key={String(value)} {...wakePart(`chip:${String(value)}`)}>
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
            {...wakePart('input')}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={ids.describedBy}
          />
        </ValueArea>
        {showClear && (
          <FrameButton
            type="button"
            {...wakePart('clear')}
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
          {...wakePart('toggle')}
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
