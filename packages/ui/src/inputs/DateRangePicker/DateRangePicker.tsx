import { CalendarDays, X } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { dateShortcuts, shortcutRange, type DateShortcut } from '../../utils/chinaTime';
import { dormancy, LivePart, useLive } from '../../utils/dormant';
import { useControllableState } from '../../utils/useControllableState';
import { chinaDayStart, clampToLimits, type DateLimits } from '../Calendar/calendarModel';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import type { InputSize } from '../TextInput/TextInput';
import { BareInput, ControlFrame, FrameButton } from '../shared/control.styles';
import { useMergedRefs } from '../shared/mergeRefs';
import { hasContent } from '../shared/message';
import { ZoneBadge } from '../shared/picker.styles';
import {
  formatRange,
  lastDayOf,
  parseRangeTexts,
  rangeFromDays,
  type DateRange,
} from './dateRangeModel';

import { theme } from '../../foundations/tokens';
const Separator = styled.span`
  flex: none;
  color: ${theme.color.text.secondary};
`;

const RangeInput = styled(BareInput)`
  flex: 1 1 0;
`;

// The calendar and its floating (floating-ui) load as the picker first opens, or with the app's
// preload: a list's filters show without them.
// Opening reads the clock; it runs in event handlers only (the compiler's purity check cannot see
// that through the input props built during render).
const readClock = () => Date.now();

const rangePopover = dormancy(() => import('./RangePopover').then((m) => m.RangePopover));

export interface DateRangePickerProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'defaultValue' | 'children' | 'ref'
> {
  /** The visible label, already translated. */
  label: ReactNode;
  /** Keeps the label for screen readers only (a filter in a toolbar). */
  hideLabel?: boolean;
  /** [start of the first day, end of the last day) in China time, or null. */
  value?: DateRange | null;
  /** The initial range when `value` is not controlled (default null, no range). */
  defaultValue?: DateRange | null;
  /**
   * Called with the new range, or null when cleared, once a range is picked, typed and committed,
   * or chosen from the quick ranges.
   */
  onChange?: (value: DateRange | null) => void;
  /** The earliest pickable moment (ms since the epoch); days before it are disabled. */
  min?: number;
  /** The latest pickable moment (ms since the epoch); days after it are disabled. */
  max?: number;
  /** Returns true for days that cannot be picked, given the start of their China day. */
  disabledDate?: (dayStart: number) => boolean;
  /** Now: today's mark and the quick ranges (pass it for deterministic stories and tests). */
  now?: number;
  /** The quick ranges offered next to the calendar (default all; `[]` for none). */
  shortcuts?: readonly DateShortcut[];
  /** Shows a button that clears the range while one is set (default false). */
  clearable?: boolean;
  /** Shows the required mark and sets `aria-required` (the caller validates). */
  required?: boolean;
  /** Disables both fields and the calendar button (default false). */
  disabled?: boolean;
  /**
   * An error message shown under the fields (or `true` to mark them invalid without one); a typing
   * error shows first.
   */
  error?: ReactNode | boolean;
  /** Help text under the fields, tied to them with `aria-describedby`. */
  hint?: ReactNode;
  /** The fields' height: `sm` 28 px, `md` 36 px (default), `lg` 44 px. */
  size?: InputSize;
  /** Whether the calendar popover is open (controlled); undefined lets the picker manage it. */
  open?: boolean;
  /** Whether the calendar starts open when `open` is not controlled (default false). */
  defaultOpen?: boolean;
  /** Called with the new open state when the calendar popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Reaches the start field (the one a form focuses). */
  ref?: Ref<HTMLInputElement>;
  /**
   * Called when either field loses focus, after its typed text was committed (react-hook-form's
   * touched state).
   */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * A range of days in China time (GMT+8), as list filters use: two `YYYY-MM-DD` fields and a
 * calendar where the first click picks the start and the second the end, plus quick ranges (today,
 * yesterday, this week, month, quarter, year). The value is [start of the first day, end of the
 * last day).
 */
export function DateRangePicker({
  label,
  hideLabel,
  value: valueProp,
  defaultValue = null,
  onChange,
  min,
  max,
  disabledDate,
  now: nowProp,
  shortcuts = dateShortcuts,
  clearable = false,
  required,
  disabled = false,
  error,
  hint,
  size = 'md',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ref,
  onBlur,
  id,
  className,
  style,
  'aria-describedby': describedByProp,
  ...rest
}: DateRangePickerProps) {
  const { t } = useTranslation();
  // Without a `now` prop, "now" is read when the picker mounts and each time it opens.
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const now = nowProp ?? openedAt;
  const limits: DateLimits = { min, max, disabledDate };
  const [value, setValue] = useControllableState<DateRange | null>({
    value: valueProp,
    defaultValue,
    onChange,
  });
  const [open, setOpenState] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [drafts, setDrafts] = useState<[string | null, string | null]>([null, null]);
  const [inputError, setInputError] = useState<string | null>(null);
  const [anchor, setAnchor] = useState<number | null>(null);
  const [hoverDay, setHoverDay] = useState<number | null>(null);
  const initialFocus = (current: number) =>
    chinaDayStart(clampToLimits(value?.start ?? current, limits));
  const [focusedDay, setFocusedDay] = useState(() => initialFocus(now));
  // Closing (what the open popover does) reads no clock; opening reads "now" afresh.
  const close = () => {
    setAnchor(null);
    setHoverDay(null);
    setOpenState(false);
  };
  const setOpen = (next: boolean) => {
    if (!next) return close();
    const current = nowProp ?? readClock();
    setOpenedAt(current);
    setFocusedDay(initialFocus(current));
    setAnchor(null);
    setHoverDay(null);
    setOpenState(true);
  };
  const shown = open && !disabled;
  const Popover = useLive(rangePopover, shown);
  const popoverId = useId();
  // The popover, mounted while open, reads them as it opens (refs: a closed picker never
  // re-renders for them).
  const buttonRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(ref, startRef);

  const message = inputError ?? (hasContent(error) ? error : undefined);
  const invalid = inputError !== null || Boolean(error);
  const ids = useField({
    id,
    hasHint: Boolean(hint),
    hasMessage: message !== undefined,
    describedBy: describedByProp,
  });
  const startLabelId = `${ids.controlId}-start-label`;
  const endLabelId = `${ids.controlId}-end-label`;
  const zoneId = `${ids.controlId}-zone`;
  const describedBy = [ids.describedBy, zoneId].filter(Boolean).join(' ');

  const formatted = formatRange(value);
  const texts: [string, string] = [drafts[0] ?? formatted[0], drafts[1] ?? formatted[1]];

  const commitRange = (range: DateRange | null) => {
    setValue(range);
    setDrafts([null, null]);
    setInputError(null);
  };

  const commitTexts = () => {
    if (drafts[0] === null && drafts[1] === null) return;
    const result = parseRangeTexts(texts[0], texts[1], limits);
    switch (result.kind) {
      case 'empty':
        commitRange(null);
        return;
      case 'incomplete':
        setInputError(null);
        return;
      case 'invalid':
        setInputError(
          t(
            result.reason === 'format'
              ? 'validation-data-format'
              : result.reason === 'order'
                ? 'datepicker-range-order'
                : 'datepicker-unavailable',
          ),
        );
        return;
      default:
        commitRange(result.range);
    }
  };

  const pickDay = (day: number) => {
    if (anchor === null) {
      setAnchor(day);
      return;
    }
    commitRange(rangeFromDays(anchor, day));
    close();
  };

  const preview =
    anchor !== null
      ? { from: anchor, to: hoverDay ?? focusedDay }
      : value
        ? { from: value.start, to: lastDayOf(value) }
        : null;

  const inputProps = (index: 0 | 1) => ({
    type: 'text',
    autoComplete: 'off',
    value: texts[index],
    placeholder: t('datepicker-format-date'),
    disabled,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    onChange: (e: { target: { value: string } }) => {
      const next: [string | null, string | null] = [...drafts];
      next[index] = e.target.value;
      setDrafts(next);
      setInputError(null);
    },
    onBlur: (e: FocusEvent<HTMLInputElement>) => {
      commitTexts();
      onBlur?.(e);
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter' && (drafts[0] !== null || drafts[1] !== null)) {
        e.preventDefault();
        commitTexts();
      } else if (e.key === 'ArrowDown' && e.altKey) {
        e.preventDefault();
        setOpen(true);
      }
    },
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
      className={className}
      style={style}
    >
      <ControlFrame
        ref={frameRef}
        data-size={size}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        {...rest}
      >
        <VisuallyHidden id={startLabelId}>{t('datepicker-range-start')}</VisuallyHidden>
        <VisuallyHidden id={endLabelId}>{t('datepicker-range-end')}</VisuallyHidden>
        <VisuallyHidden id={zoneId}>{t('datepicker-timezone-description')}</VisuallyHidden>
        <RangeInput
          ref={mergedRef}
          id={ids.controlId}
          aria-labelledby={`${ids.labelId} ${startLabelId}`}
          {...inputProps(0)}
        />
        <Separator aria-hidden="true">{t('datepicker-range-separator')}</Separator>
        <RangeInput
          id={`${ids.controlId}-end`}
          aria-labelledby={`${ids.labelId} ${endLabelId}`}
          {...inputProps(1)}
        />
        <ZoneBadge aria-hidden="true">{t('datepicker-timezone')}</ZoneBadge>
        {clearable && value !== null && !disabled && (
          <FrameButton
            type="button"
            aria-label={t('datepicker-clear')}
            title={t('datepicker-clear')}
            onClick={() => {
              commitRange(null);
              startRef.current?.focus();
            }}
          >
            <X aria-hidden="true" />
          </FrameButton>
        )}
        <FrameButton
          ref={buttonRef}
          type="button"
          aria-label={t('datepicker-open')}
          title={t('datepicker-open')}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={shown}
          aria-controls={shown && Popover ? popoverId : undefined}
          onClick={() => setOpen(!open)}
        >
          <CalendarDays aria-hidden="true" />
        </FrameButton>
      </ControlFrame>
      {shown && Popover && (
        <LivePart
          component={Popover}
          props={{
            id: popoverId,
            buttonRef,
            fieldRef: frameRef,
            onClose: close,
            shortcuts,
            onShortcut: (shortcut: DateShortcut) => {
              commitRange(shortcutRange(shortcut, now));
              close();
            },
            today: now,
            range: preview,
            focusedDay,
            onFocusedDayChange: setFocusedDay,
            onDayHover: setHoverDay,
            min,
            max,
            disabledDate,
            onSelect: pickDay,
            pickingEnd: anchor !== null,
          }}
        />
      )}
    </Field>
  );
}
