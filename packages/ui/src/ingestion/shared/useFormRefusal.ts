import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** A save the server refused on one field (a duplicate key): the message goes next to the field. */
export interface FieldRefusal<TValues extends FieldValues> {
  field: FieldPath<TValues>;
  message: string;
}

/**
 * The submit of an ingestion form: valid values go to `onSubmit`; a resolved refusal puts its
 * message next to its field and keeps what was typed; a rejection keeps what was typed (the caller
 * reported why); success makes the saved values the new clean state.
 */
export function useRefusableSubmit<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  onSubmit: (values: TValues) => Promise<FieldRefusal<TValues> | undefined>,
) {
  return async (values: TValues) => {
    try {
      const refusal = await onSubmit(values);
      if (refusal) {
        form.setError(
          refusal.field,
          { type: 'server', message: refusal.message },
          { shouldFocus: true },
        );
        return;
      }
      form.reset(values);
    } catch {
      // Refused: the caller said why (a toast); what was typed stays.
    }
  };
}

/** Tells the page when the form gains or loses unsaved changes (its leave guard). */
export function useDirtyReport<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  onDirtyChange?: (dirty: boolean) => void,
) {
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
}
