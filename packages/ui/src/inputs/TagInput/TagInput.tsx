import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { usePreference } from '../../foundations/preferences/preferences';
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
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The tags, in order (controlled); undefined lets the field keep its own list. */
  value?: string[];
  /** The initial tags when `value` is not controlled (default none). */
  defaultValue?: string[];
  /** Called with the whole new list of tags after one is added or removed. */
  onChange?: (tags: string[]) => void;
  /** Enter adds every word of the text, split on spaces (hot search words). */
  splitOnSpace?: boolean;
  /** At most this many tags; shows a `count/max` counter. */
  max?: number;
  /** Shows the required mark and sets `aria-required` (the caller validates). */
  required?: boolean;
  /** Disables typing and the chips' remove buttons (default false). */
  disabled?: boolean;
  /** An error message shown under the field (or `true` to mark it invalid without one). */
  error?: ReactNode | boolean;
  /** Replaces the default "Press Enter to add". */
  hint?: ReactNode;
  /** The field's minimum height: `sm` 28 px, `md` 36 px (default), `lg` 44 px. */
  size?: InputSize;
  /** Something at the end of the label row (a badge, a link). */
  labelAside?: ReactNode;
}

/**
 * Free words as removable chips: type and press Enter to add (trimmed; empty adds nothing;
 * duplicates are ignored); text typed without Enter is added when the field loses focus or its form
 * is submitted, Backspace in the empty field removes the last chip, each chip has a
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
  onBlur,
  'aria-describedby': describedByProp,
  ...rest
}: TagInputProps) {
  const { t } = useTranslation();
  // Chips in a row (flex, the default) or one per line: the formTagsStyle preference.
  const [chipLayout] = usePreference('formTagsStyle');
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

  // Text typed without Enter is not lost: the surrounding form's submit commits it first. The
  // listener runs in the capture phase on the form, before React's own submit handler reads the
  // values; it reads the latest text and tags through a ref.
  const pendingRef = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    pendingRef.current = () => {
      if (text.trim()) commit();
    };
  });
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onSubmit = () => pendingRef.current();
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, []);

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    // Leaving the field keeps what was typed, as if Enter had been pressed.
    if (text.trim()) commit();
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
            <ChipList aria-labelledby={ids.labelId} data-layout={chipLayout}>
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
            onBlur={handleBlur}
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
