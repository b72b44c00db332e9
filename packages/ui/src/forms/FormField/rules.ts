import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Validate } from 'react-hook-form';
import { textLength } from '../../inputs/shared/text';

/** When a field validates on its own, before a submit (content §5: on change, on blur or initially). */
export type ValidateOn = 'change' | 'blur' | 'initial';

/** A custom rule: `true` passes, a string is its (translated) message, `false` fails with the generic one. */
export type FieldRule<V = unknown, TValues extends FieldValues = FieldValues> = Validate<
  V,
  TValues
>;

export interface FieldRules<V = unknown, TValues extends FieldValues = FieldValues> {
  /** An empty value fails: `true` for "This is a required field", or a custom message. */
  required?: boolean | string;
  /** A text longer than this fails (code points, as the counter counts). */
  limit?: number;
  /** Replaces "Cannot be longer than {{limit}} characters". */
  limitMessage?: string;
  /** Custom rules by name, checked after `required` and `limit`, in order. */
  validate?: Record<string, FieldRule<V, TValues>>;
}

/**
 * Whether a value counts as empty for `required`: nothing, blank text, an empty list, an unchecked
 * box (false) or NaN. Zero is a value.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** Whether a text is past its limit (non-texts never are). */
export function exceedsLimit(value: unknown, limit: number | undefined): boolean {
  return limit !== undefined && typeof value === 'string' && textLength(value) > limit;
}

/**
 * The react-hook-form `validate` record of a field. The generic rules fail with an empty message
 * and their name as the error type (`required`, `limit`), so the message is translated when shown,
 * in the current language; custom messages pass through.
 */
export function buildValidate<V, TValues extends FieldValues>(
  rules: FieldRules<V, TValues>,
): Record<string, Validate<V, TValues>> {
  const out: Record<string, Validate<V, TValues>> = {};
  if (rules.required) {
    const message = typeof rules.required === 'string' ? rules.required : false;
    out.required = (value) => !isEmptyValue(value) || message;
  }
  if (rules.limit !== undefined) {
    const { limit } = rules;
    out.limit = (value) => !exceedsLimit(value, limit) || (rules.limitMessage ?? false);
  }
  // A custom rule may not be named like a generic one.
  for (const [name, rule] of Object.entries(rules.validate ?? {})) {
    out[name in out ? `custom-${name}` : name] = rule;
  }
  return out;
}

/** The message to show for a field error (undefined when there is none). */
export function fieldErrorMessage(
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  t: TFunction,
  { limit }: { limit?: number | undefined } = {},
): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  switch (error.type) {
    case 'required':
      return t('validation-required');
    case 'limit':
      return t('validation-limit', { limit });
    default:
      return t('validation-failed');
  }
}

/** Normalises `validateOn` to a set. */
export function validateOnSet(validateOn: ValidateOn | readonly ValidateOn[] | undefined) {
  return new Set<ValidateOn>(
    validateOn === undefined
      ? ['blur']
      : typeof validateOn === 'string'
        ? [validateOn]
        : validateOn,
  );
}
