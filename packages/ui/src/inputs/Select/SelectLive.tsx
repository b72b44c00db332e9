import { useSelect } from 'downshift';
import { Check, ChevronDown, X } from 'lucide-react';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { useControllableState } from '../../utils/useControllableState';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import { VIRTUALIZE_THRESHOLD } from '../shared/constants';
import { Chevron, FrameButton } from '../shared/control.styles';
import {
  DropdownSurface,
  ListboxList,
  ListboxNote,
  ListboxSpacer,
  OptionCheck,
  OptionItem,
  OptionLabel,
} from '../shared/listbox.styles';
import { useMergedRefs } from '../shared/mergeRefs';
import { hasContent } from '../shared/message';
import { ListboxPortal } from '../shared/ListboxPortal';
import { useDropdownFloating } from '../shared/useDropdownFloating';
import { useVirtualOptions } from '../shared/useVirtualOptions';
import { useWakePart } from '../../utils/dormant';
import type { OptionValue, SelectOption, SelectProps } from './Select';
import { Anchor, ClearRoom, ClearSlot, Trigger, TriggerValue } from './Select.styles';

/** The live `Select` (see Select.tsx): downshift's `useSelect`, the list and its floating. */
export function SelectLive<V extends OptionValue = string>({
  label,
  hideLabel,
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  placeholder,
  clearable = false,
  disabled = false,
  required,
  error,
  hint,
  size = 'md',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  name,
  virtualizeThreshold = VIRTUALIZE_THRESHOLD,
  labelAside,
  id,
  className,
  style,
  ref,
  onKeyDown,
  'aria-describedby': describedByProp,
  ...rest
}: SelectProps<V>) {
  const { t } = useTranslation();
  const wakePart = useWakePart();
  const [value, setValue] = useControllableState<V | null>({
    value: valueProp,
    defaultValue,
    onChange,
  });
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const items = useMemo(() => [...options], [options]);
  const selectedItem = useMemo(() => items.find((o) => o.value === value) ?? null, [items, value]);
  const message = hasContent(error) ? error : undefined;
  const ids = useField({
    id,
    hasHint: Boolean(hint),
    hasMessage: message !== undefined,
    describedBy: describedByProp,
  });
  const virtual = items.length > virtualizeThreshold;
  const triggerRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRefs(ref, triggerRef);

  const ds = useSelect<SelectOption<V>>({
    items,
    selectedItem,
    isOpen: open && !disabled,
    itemToString: (item) => item?.label ?? '',
    isItemDisabled: (item) => Boolean(item.disabled),
    onSelectedItemChange: ({ selectedItem: item }) => setValue(item?.value ?? null),
    onIsOpenChange: ({ isOpen }) => setOpen(Boolean(isOpen)),
    labelId: ids.labelId,
    toggleButtonId: ids.controlId,
    menuId: `${ids.controlId}-listbox`,
    getItemId: (index) => `${ids.controlId}-option-${index}`,
    // The virtualizer scrolls the highlighted option into view itself.
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

  const showClear = clearable && selectedItem !== null && !disabled;
  const { disabled: _disabled, ...toggleProps } = ds.getToggleButtonProps({
    ref: mergedRef,
    disabled,
    onKeyDown: (event) => {
      // Escape closes the list only; it must not also close a dialog around the field.
      if (event.key === 'Escape' && isOpen) event.stopPropagation();
      onKeyDown?.(event as KeyboardEvent<HTMLDivElement>);
    },
    ...rest,
  });

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
      <Anchor ref={setReference}>
        <Trigger
          {...toggleProps}
          {...wakePart('trigger')}
          tabIndex={disabled ? -1 : 0}
          aria-disabled={disabled || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={ids.describedBy}
          data-size={size}
          data-invalid={error ? true : undefined}
          data-disabled={disabled || undefined}
        >
          <TriggerValue data-placeholder={selectedItem === null || undefined}>
            {selectedItem ? selectedItem.label : (placeholder ?? t('select-placeholder'))}
          </TriggerValue>
          {showClear && <ClearRoom aria-hidden="true" />}
          <Chevron data-open={isOpen || undefined} aria-hidden="true">
            <ChevronDown />
          </Chevron>
        </Trigger>
        {showClear && (
          <ClearSlot data-size={size}>
            <FrameButton
              type="button"
              {...wakePart('clear')}
              aria-label={t('select-clear')}
              title={t('select-clear')}
              onClick={() => {
                setValue(null);
                triggerRef.current?.focus();
              }}
            >
              <X aria-hidden="true" />
            </FrameButton>
          </ClearSlot>
        )}
        {name !== undefined && <input type="hidden" name={name} value={value ?? ''} />}
      </Anchor>
      <ListboxPortal open={isOpen}>
        <DropdownSurface ref={setFloating} style={floatingStyles} hidden={!isOpen}>
          <ListboxList
            {...ds.getMenuProps({ ref: setListElement }, { suppressRefError: true })}
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
                return (
                  <OptionItem
                    key={String(option.value)}
                    title={option.label}
                    data-highlighted={ds.highlightedIndex === index || undefined}
                    data-virtual={virtual || undefined}
                    aria-setsize={virtual ? items.length : undefined}
                    aria-posinset={virtual ? index + 1 : undefined}
                    {...ds.getItemProps({ item: option, index })}
                  >
                    <OptionLabel>{option.label}</OptionLabel>
                    <OptionCheck aria-hidden="true">
                      {option === selectedItem && <Check />}
                    </OptionCheck>
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
          {isOpen && items.length === 0 && <ListboxNote>{t('combobox-empty')}</ListboxNote>}
        </DropdownSurface>
      </ListboxPortal>
    </Field>
  );
}
