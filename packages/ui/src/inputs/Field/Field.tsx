import { CircleAlert } from 'lucide-react';
import type { ComponentPropsWithRef, LabelHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  Counter,
  FieldRoot,
  Footer,
  Hint,
  Label,
  LabelRow,
  Message,
  Notes,
  RequiredMark,
} from './Field.styles';
import type { FieldIds } from './useField';

export interface FieldCounter {
  length: number;
  limit: number;
  /** What screen readers hear (default "{length} of {limit} characters"). */
  label?: string;
}

export interface FieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The visible label, already translated. */
  label: ReactNode;
  /** Keeps the label for screen readers only (a search box in a toolbar). */
  hideLabel?: boolean;
  /** Shows the required mark `*` next to the label (the control carries the semantics). */
  required?: boolean;
  /**
   * Dims the label to match a disabled control (default false; the control carries the semantics).
   */
  disabled?: boolean;
  /** Help under the control. */
  hint?: ReactNode;
  /** The error message under the control; shown in the danger tone. */
  message?: ReactNode;
  /** A `length/limit` counter; it turns red past the limit. */
  counter?: FieldCounter | undefined;
  /** From `useField`: the ids tying label, message, hint and counter to the control. */
  ids: FieldIds;
  /** Extra label props (downshift's `getLabelProps()`). */
  labelProps?: LabelHTMLAttributes<HTMLLabelElement>;
  /** `span` for a group whose control points at the label with `aria-labelledby`. */
  labelTag?: 'label' | 'span';
  /** Something at the end of the label row (a time-zone badge, a link). */
  labelAside?: ReactNode;
  /** The control itself, placed between the label row and the message, hint and counter. */
  children: ReactNode;
}

/**
 * The frame of one form control: label with the required mark, the control, then the error message,
 * the hint and the counter. Controls take their ids from `useField`, so `aria-describedby` names
 * exactly what is shown.
 */
export function Field({
  label,
  hideLabel = false,
  required = false,
  disabled = false,
  hint,
  message,
  counter,
  ids,
  labelProps,
  labelTag = 'label',
  labelAside,
  children,
  ...rest
}: FieldProps) {
  const { t } = useTranslation();
  const over = counter !== undefined && counter.length > counter.limit;
  const hasMessage =
    message !== undefined && message !== null && message !== false && message !== '';
  return (
    <FieldRoot data-disabled={disabled || undefined} {...rest}>
      <LabelRow data-hidden={hideLabel || undefined}>
        <Label
          as={labelTag}
          id={ids.labelId}
          htmlFor={labelTag === 'label' ? ids.controlId : undefined}
          data-disabled={disabled || undefined}
          {...labelProps}
        >
          {label}
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </Label>
        {labelAside}
      </LabelRow>
      {children}
      <Footer data-empty={!hasMessage && !hint && !counter ? true : undefined}>
        <Notes>
          <div aria-live="polite">
            {hasMessage && (
              <Message id={ids.messageId}>
                <CircleAlert aria-hidden="true" />
                <span>{message}</span>
              </Message>
            )}
          </div>
          {hint && <Hint id={ids.hintId}>{hint}</Hint>}
        </Notes>
        {counter && (
          <Counter id={ids.counterId} data-invalid={over || undefined}>
            <span aria-hidden="true">
              {counter.length}/{counter.limit}
            </span>
            <VisuallyHidden>
              {counter.label ??
                t('input-counter-label', { length: counter.length, limit: counter.limit })}
            </VisuallyHidden>
          </Counter>
        )}
      </Footer>
    </FieldRoot>
  );
}
