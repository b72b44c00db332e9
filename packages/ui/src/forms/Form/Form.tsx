import {
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type ComponentPropsWithRef,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  FormProvider,
  type FieldErrors,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { FormRoot } from './Form.styles';
import { FormErrorSummary } from './FormErrorSummary';
import { FormRegistryContext, type FormRegistry } from './formContext';

export interface FormProps<TValues extends FieldValues> extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'onInvalid' | 'children'
> {
  /** The `useForm()` result. */
  form: UseFormReturn<TValues>;
  /** Called with the values when every field is valid. */
  onSubmit: SubmitHandler<TValues>;
  /**
   * Called when a submit fails, with the errors and the spec's "valid failed" message (for a toast);
   * the form also shows its error summary and focuses the first invalid field.
   */
  onInvalid?: (errors: FieldErrors<TValues>, message: string) => void;
  /** Where the error summary goes (default top). */
  errorSummary?: 'top' | 'bottom' | 'none';
  /** The form's fields and buttons; fields bound with `useFormField` join the error summary. */
  children?: ReactNode;
}

/**
 * A react-hook-form form with the house behaviour: no browser validation bubbles, per-field messages
 * from `FormField`, and on a failed submit every message shown, the first invalid field focused,
 * "valid failed" reported through `onInvalid` and shown in an error summary (`role="alert"`).
 */
export function Form<TValues extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  errorSummary = 'top',
  children,
  ...rest
}: FormProps<TValues>) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  // A ref, not state: registering never re-renders the form; the summary reads it after a submit.
  const fields = useRef(new Map<string, RefObject<ReactNode>>());
  const pending = useRef(new Set<() => void>());
  const registry = useMemo<FormRegistry>(
    () => ({
      register(name, label) {
        fields.current.set(name, label);
        return () => {
          if (fields.current.get(name) === label) fields.current.delete(name);
        };
      },
      fields: () => [...fields.current].map(([name, label]) => [name, label.current]),
      registerPending(flush) {
        pending.current.add(flush);
        return () => {
          pending.current.delete(flush);
        };
      },
      flushPending() {
        for (const flush of pending.current) flush();
      },
    }),
    [],
  );

  const validate = form.handleSubmit(
    async (values, event) => {
      setFailed(false);
      await onSubmit(values, event);
    },
    (errors) => {
      setFailed(true);
      onInvalid?.(errors, t('validation-failed'));
    },
  );

  // A control that hands its value over after a pause (the rich text editor, issue #14) may still
  // hold the last keystrokes when Save is clicked (a button that takes no focus, a blur the editor
  // ignored, Enter in another field): every such value goes to the form before it is read.
  const submit = (event?: BaseSyntheticEvent) => {
    registry.flushPending();
    return validate(event);
  };

  const summary = errorSummary !== 'none' && (
    <FormErrorSummary registry={registry} visible={failed} />
  );

  return (
    <FormProvider {...form}>
      <FormRegistryContext.Provider value={registry}>
        <FormRoot noValidate onSubmit={submit} {...rest}>
          {errorSummary === 'top' && summary}
          {children}
          {errorSummary === 'bottom' && summary}
        </FormRoot>
      </FormRegistryContext.Provider>
    </FormProvider>
  );
}
