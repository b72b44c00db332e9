import { useId } from 'react';

export interface UseFieldOptions {
  /** The control's id; generated when absent. */
  id?: string | undefined;
  hasHint?: boolean;
  hasMessage?: boolean;
  hasCounter?: boolean;
  /** Ids the caller already describes the control with (kept first). */
  describedBy?: string | undefined;
}

export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  messageId: string;
  counterId: string;
  /** The `aria-describedby` of the control: message, hint and counter, as present. */
  describedBy: string | undefined;
}

/** The ids that tie a label, a message, a hint and a counter to one control. */
export function useField({
  id,
  hasHint = false,
  hasMessage = false,
  hasCounter = false,
  describedBy,
}: UseFieldOptions = {}): FieldIds {
  const auto = useId();
  const controlId = id ?? `nd-field-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    messageId: `${controlId}-message`,
    counterId: `${controlId}-counter`,
  };
  const described = [
    describedBy,
    hasMessage ? ids.messageId : undefined,
    hasHint ? ids.hintId : undefined,
    hasCounter ? ids.counterId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return { ...ids, describedBy: described || undefined };
}
