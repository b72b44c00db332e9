import {
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useControllableState } from '../../utils/useControllableState';
import { Chip } from '../Chip/Chip';
import { ChipList, Frame, Input, ValueArea } from '../Combobox/Combobox.styles';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import type { InputSize } from '../TextInput/TextInput';
import { useMergedRefs } from '../shared/mergeRefs';
import { hasContent } from '../shared/message';
import { addTags } from './tagInputModel';

export interface TagInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'children' | 'prefix' | 'type'
> {
  /** The visible label, already translated. */
  label: ReactNode;
  hideLabel?: boolean;
  value?: string[];
  defaultValue?: string[];
  onChange?: (tags: string[]) => void;
  /** Enter adds every word of the text, split on spaces (hot search words). */
  splitOnSpace?: boolean;
  /** At most this many tags; shows a `count/max` counter. */
  max?: number;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode | boolean;
  /** Replaces the default "Press Enter to add". */
  hint?: ReactNode;
  size?: InputSize;
  labelAside?: ReactNode;
}

/**
 * Free words as removable chips: type and press Enter to add (trimmed; empty adds nothing;
 * duplicates are ignored), Backspace in the empty field removes the last chip, each chip has a
 * remove button. `splitOnSpace` adds every word of the text at once. Additions, removals and
 * ignored words are announced. `className` and `style` go to the root; other props to the input.
 */
export function TagInput({
  label,
  hideLabel,
  value,
  defaultValue,
  onChange,
  splitOnSpace = false,
  max,
  required,
  disabled = false,
  error,
  hint,
  size = 'md',
  labelAside,
  id,
  className,
  style,
  ref,
  placeholder,
  onKeyDown,
  'aria-describedby': describedByProp,
  ...rest
}: TagInputProps) {
  const { t } = useTranslation();
  const [tags, setTags] = useControllableState<string[]>({
    value,
    defaultValue: defaultValue ?? [],
    onChange,
  });
  const [text, setText] = useState('');
  // Feedback on the last Enter (a duplicate, the maximum): shown as the hint and announced.
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(ref, inputRef);

  const message = hasContent(error) ? error : undefined;
  const shownHint = notice ?? hint ?? t(splitOnSpace ? 'taginput-hint-split' : 'taginput-hint');
  const ids = useField({
    id,
    hasHint: true,
    hasMessage: message !== undefined,
    hasCounter: max !== undefined,
    describedBy: describedByProp,
  });

  const commit = () => {
    const result = addTags(tags, text, { splitOnSpace, max });
    if (result.added.length) setTags(result.next);
    if (result.added.length || result.duplicates.length || result.overflow.length) setText('');
    const notes = [
      ...result.duplicates.map((tag) => t('taginput-duplicate', { label: tag })),
      ...(result.overflow.length && max !== undefined ? [t('taginput-max', { max })] : []),
    ];
    setNotice(notes.length ? notes.join(' ') : null);
    setAnnouncement(
      [...result.added.map((tag) => t('taginput-added', { label: tag })), ...notes].join(' '),
    );
  };

  const remove = (tag: string) => {
    setTags(tags.filter((x) => x !== tag));
    setNotice(null);
    setAnnouncement(t('taginput-removed', { label: tag }));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    // An Enter that confirms an IME composition (pinyin) is not an Enter for us.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter') {
      // Never submits the surrounding form: Enter belongs to the tag input here.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      remove(tags[tags.length - 1]!);
    }
  };

  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (disabled || target === inputRef.current || target.closest('button')) return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      hint={shownHint}
      message={message}
      counter={
        max !== undefined
          ? {
              length: tags.length,
              limit: max,
              label: t('taginput-count-label', { count: tags.length, max }),
            }
          : undefined
      }
      ids={ids}
      labelAside={labelAside}
      className={className}
      style={style}
    >
      <Frame
        data-size={size}
        data-multiple="true"
        data-invalid={error ? true : undefined}
        data-disabled={disabled || undefined}
        onMouseDown={focusInput}
      >
        <ValueArea>
          {tags.length > 0 && (
            <ChipList aria-labelledby={ids.labelId}>
              {tags.map((tag) => (
                <li key={tag}>
                  <Chip
                    label={tag}
                    size="sm"
                    disabled={disabled}
                    onRemove={() => {
                      remove(tag);
                      inputRef.current?.focus();
                    }}
                  />
                </li>
              ))}
            </ChipList>
          )}
          <Input
            ref={mergedRef}
            id={ids.controlId}
            type="text"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setNotice(null);
            }}
            onKeyDown={handleKeyDown}
            disabled={disabled}
            placeholder={placeholder}
            enterKeyHint="enter"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={ids.describedBy}
            {...rest}
          />
        </ValueArea>
      </Frame>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Field>
  );
}
