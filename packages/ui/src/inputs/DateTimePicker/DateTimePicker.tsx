import { FloatingPortal } from '@floating-ui/react';
import { DialogFocusManager } from '../../overlays/shared/DialogFocusManager';
import { CalendarDays, X } from 'lucide-react';
import {
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Button } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { formatChinaTime, fromChinaParts, toChinaParts } from '../../utils/chinaTime';
import { useControllableState } from '../../utils/useControllableState';
import { Calendar } from '../Calendar/Calendar';
import {
  chinaDayStart,
  clampToLimits,
  limitProblem,
  parseChinaDateText,
  type DateLimits,
} from '../Calendar/calendarModel';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import type { InputSize } from '../TextInput/TextInput';
import { BareInput, ControlFrame, FrameButton } from '../shared/control.styles';
import { useMergedRefs } from '../shared/mergeRefs';
import { hasContent } from '../shared/message';
import {
  PickerFooter,
  PickerLabel,
  PickerRow,
  PickerSelect,
  PickerSurface,
  ZoneBadge,
} from '../shared/picker.styles';
import { usePickerPopover } from '../shared/usePickerPopover';
import { useLimitMessage } from './useLimitMessage';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export type DateTimePickerMode = 'datetime' | 'date';

export const DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm';
export const DATE_PATTERN = 'YYYY-MM-DD';

export interface DateTimePickerProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'min' | 'max' | 'type' | 'children' | 'prefix'
> {
  /** The visible label, already translated. */
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Milliseconds since the epoch, or null. */
  value?: number | null;
  /** The initial moment when `value` is not controlled (default null, empty). */
  defaultValue?: number | null;
  /**
   * Called with the new moment (ms since the epoch), or null when cleared, once typed text is
   * committed or the calendar picks.
   */
  onChange?: (value: number | null) => void;
  /** `date` edits the day only (the value is the start of the China day). */
  mode?: DateTimePickerMode;
  /**
   * The earliest allowed moment (ms since the epoch); earlier days, hours and minutes are disabled
   * and earlier typed text is refused with a message.
   */
  min?: number;
  /**
   * The latest allowed moment (ms since the epoch); later days, hours and minutes are disabled and
   * later typed text is refused with a message.
   */
  max?: number;
  /** Days that cannot be picked, by the start of their China day. */
  disabledDate?: (dayStart: number) => boolean;
  /** Now: today's mark and the Now/Today button (pass it for deterministic stories and tests). */
  now?: number;
  /** Minutes offered by the minute list (default 1). */
  minuteStep?: number;
  /** Shows a button that clears the value. */
  clearable?: boolean;
  /** Shows the required mark and sets `aria-required` (the caller validates). */
  required?: boolean;
  /** Disables the field and the calendar button (default false). */
  disabled?: boolean;
  /**
   * An error message shown under the field (or `true` to mark it invalid without one); a typing
   * error shows first.
   */
  error?: ReactNode | boolean;
  /** Help text under the field, tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** The field's height: `sm` 28 px, `md` 36 px (default), `lg` 44 px. */
  size?: InputSize;
  /** Whether the calendar popover is open (controlled); undefined lets the picker manage it. */
  open?: boolean;
  /** Whether the calendar starts open when `open` is not controlled (default false). */
  defaultOpen?: boolean;
  /** Called with the new open state when the calendar popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date and time in China time (GMT+8), whatever the browser's zone. The field takes typed
 * `YYYY-MM-DD HH:mm` (committed on Enter or blur; invalid text shows "Error data format" and leaves
 * the value alone), and the calendar button opens a month grid with hour and minute lists.
 * `mode="date"` edits the day only. `className` and `style` go to the root; other props to the input.
 */
export function DateTimePicker({
  label,
  hideLabel,
  value: valueProp,
  defaultValue = null,
  onChange,
  mode = 'datetime',
  min,
  max,
  disabledDate,
  now: nowProp,
  minuteStep = 1,
  clearable = false,
  required,
  disabled = false,
  readOnly,
  error,
  hint,
  size = 'md',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  id,
  className,
  style,
  ref,
  placeholder,
  onBlur,
  onKeyDown,
  'aria-describedby': describedByProp,
  ...rest
}: DateTimePickerProps) {
  const { t } = useTranslation();
  // Without a `now` prop, "now" is read when the picker mounts and each time it opens.
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const now = nowProp ?? openedAt;
  const pattern = mode === 'date' ? DATE_PATTERN : DATE_TIME_PATTERN;
  const limits: DateLimits = { min, max, disabledDate };
  const limitMessage = useLimitMessage(limits, pattern);

  const [value, setValue] = useControllableState<number | null>({
    value: valueProp,
    defaultValue,
    onChange,
  });
  const [open, setOpenState] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [focusedDay, setFocusedDay] = useState(() =>
    chinaDayStart(clampToLimits(value ?? now, limits)),
  );
  const setOpen = (next: boolean) => {
    if (next) {
      const current = nowProp ?? Date.now();
      setOpenedAt(current);
      setFocusedDay(chinaDayStart(clampToLimits(value ?? current, limits)));
    }
    setOpenState(next);
  };
  const {
    context: popoverContext,
    floatingStyles,
    setReference,
    setPositionReference,
    setFloating,
    getReferenceProps,
    getFloatingProps,
  } = usePickerPopover(open && !disabled && !readOnly, setOpen);
  const dayRef = useRef<HTMLTableCellElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(ref, inputRef);

  const message = inputError ?? (hasContent(error) ? error : undefined);
  const invalid = inputError !== null || Boolean(error);
  const ids = useField({
    id,
    hasHint: Boolean(hint),
    hasMessage: message !== undefined,
    describedBy: describedByProp,
  });
  const zoneId = `${ids.controlId}-zone`;

  const formatted = value === null ? '' : formatChinaTime(value, pattern);
  const shown = draft ?? formatted;

  /**
   * Commits typed text: a valid moment within the limits becomes the value; anything else stays.
   * Enter passes the input's own text, so a key that comes before React rendered the last input
   * still commits what the field shows.
   */
  const commit = (text: string | null = draft) => {
    if (text === null) return;
    const parsed = parseChinaDateText(text, mode);
    if (parsed.kind === 'empty') {
      setValue(null);
      setDraft(null);
      setInputError(null);
      return;
    }
    if (parsed.kind === 'invalid') {
      setInputError(t('validation-data-format'));
      return;
    }
    const problem = limitProblem(parsed.value, limits);
    if (problem) {
      setInputError(limitMessage(problem));
      return;
    }
    setValue(parsed.value);
    setDraft(null);
    setInputError(null);
  };

  const commitMoment = (ms: number) => {
    setValue(ms);
    setDraft(null);
    setInputError(null);
  };

  const pickDay = (dayStart: number) => {
    if (mode === 'date') {
      commitMoment(dayStart);
      setOpen(false);
      return;
    }
    const time = value === null ? { hour: 0, minute: 0 } : toChinaParts(value);
    const day = toChinaParts(dayStart);
    commitMoment(
      clampToLimits(fromChinaParts({ ...day, hour: time.hour, minute: time.minute }), limits),
    );
  };

  // Time lists act on the chosen day, or on the focused one before any choice.
  const baseDay = value === null ? focusedDay : chinaDayStart(value);
  const current = value === null ? { hour: 0, minute: 0 } : toChinaParts(value);
  const setTime = (hour: number, minute: number) =>
    commitMoment(baseDay + hour * HOUR_MS + minute * MINUTE_MS);
  const hourDisabled = (h: number) =>
    (min !== undefined && baseDay + (h + 1) * HOUR_MS - MINUTE_MS < min) ||
    (max !== undefined && baseDay + h * HOUR_MS > max);
  const minuteDisabled = (m: number) =>
    limitProblem(baseDay + current.hour * HOUR_MS + m * MINUTE_MS, limits) !== null;

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const typed = event.currentTarget.value !== formatted ? event.currentTarget.value : draft;
    if (event.key === 'Enter' && typed !== null) {
      event.preventDefault();
      commit(typed);
    } else if (event.key === 'Escape' && draft !== null) {
      setDraft(null);
      setInputError(null);
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const nowMinute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const minutes = Array.from({ length: Math.ceil(60 / minuteStep) }, (_, i) => i * minuteStep);

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
        ref={setPositionReference}
        data-size={size}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
      >
        <BareInput
          ref={mergedRef}
          id={ids.controlId}
          type="text"
          autoComplete="off"
          value={shown}
          placeholder={
            placeholder ??
            t(mode === 'date' ? 'datepicker-format-date' : 'datepicker-format-datetime')
          }
          onChange={(e) => {
            setDraft(e.target.value);
            setInputError(null);
          }}
          onBlur={(e) => {
            commit();
            onBlur?.(e);
          }}
          onKeyDown={handleKeyDown}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={invalid || undefined}
          aria-describedby={[ids.describedBy, zoneId].filter(Boolean).join(' ')}
          {...rest}
        />
        <ZoneBadge aria-hidden="true">{t('datepicker-timezone')}</ZoneBadge>
        <VisuallyHidden id={zoneId}>{t('datepicker-timezone-description')}</VisuallyHidden>
        {clearable && value !== null && !disabled && !readOnly && (
          <FrameButton
            type="button"
            aria-label={t('datepicker-clear')}
            title={t('datepicker-clear')}
            onClick={() => {
              setValue(null);
              setDraft(null);
              setInputError(null);
              inputRef.current?.focus();
            }}
          >
            <X aria-hidden="true" />
          </FrameButton>
        )}
        <FrameButton
          ref={setReference}
          type="button"
          aria-label={t('datepicker-open')}
          title={t('datepicker-open')}
          disabled={disabled || readOnly}
          {...getReferenceProps()}
        >
          <CalendarDays aria-hidden="true" />
        </FrameButton>
      </ControlFrame>
      {popoverContext.open && (
        <FloatingPortal>
          <DialogFocusManager context={popoverContext} modal={false} initialFocus={dayRef}>
            <PickerSurface
              ref={setFloating}
              style={floatingStyles}
              aria-label={t('datepicker-dialog')}
              {...getFloatingProps()}
            >
              <Calendar
                today={now}
                selected={value}
                focusedDay={focusedDay}
                onFocusedDayChange={setFocusedDay}
                min={min}
                max={max}
                disabledDate={disabledDate}
                onSelect={pickDay}
                focusRef={dayRef}
              />
              {mode === 'datetime' && (
                <PickerRow role="group" aria-label={t('datepicker-time')}>
                  <PickerLabel aria-hidden="true">{t('datepicker-time')}</PickerLabel>
                  <PickerSelect
                    aria-label={t('datepicker-hour')}
                    value={current.hour}
                    onChange={(e) => setTime(Number(e.target.value), current.minute)}
                  >
                    {Array.from({ length: 24 }, (_, h) => (
                      <option key={h} value={h} disabled={hourDisabled(h)}>
                        {pad(h)}
                      </option>
                    ))}
                  </PickerSelect>
                  <span aria-hidden="true">:</span>
                  <PickerSelect
                    aria-label={t('datepicker-minute')}
                    value={current.minute - (current.minute % minuteStep)}
                    onChange={(e) => setTime(current.hour, Number(e.target.value))}
                  >
                    {minutes.map((m) => (
                      <option key={m} value={m} disabled={minuteDisabled(m)}>
                        {pad(m)}
                      </option>
                    ))}
                  </PickerSelect>
                  <ZoneBadge>{t('datepicker-timezone')}</ZoneBadge>
                </PickerRow>
              )}
              <PickerFooter>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={limitProblem(nowMinute, limits) !== null}
                  onClick={() => {
                    commitMoment(mode === 'date' ? chinaDayStart(now) : nowMinute);
                    setOpen(false);
                  }}
                >
                  {t(mode === 'date' ? 'datepicker-today' : 'datepicker-now')}
                </Button>
                {mode === 'datetime' && (
                  <Button size="sm" variant="primary" onClick={() => setOpen(false)}>
                    {t('datepicker-done')}
                  </Button>
                )}
              </PickerFooter>
            </PickerSurface>
          </DialogFocusManager>
        </FloatingPortal>
      )}
    </Field>
  );
}
