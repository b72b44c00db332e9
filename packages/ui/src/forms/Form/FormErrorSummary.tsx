import { CircleAlert } from 'lucide-react';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Button } from '../../primitives/Button';
import { fieldErrorMessage } from '../FormField/rules';
import { Summary, SummaryBody, SummaryList, SummaryTitle } from './Form.styles';
import type { FormRegistry } from './formContext';

export interface FormErrorSummaryProps {
  /** The form's fields and their labels (from `Form`). */
  registry: FormRegistry;
  /** Shown after a failed submit, until every error is fixed. */
  visible: boolean;
}

/**
 * The form-level summary of a failed submit: "valid failed", then each invalid field's label and
 * message as a button that moves focus to the field. The region is a live alert, so the failure is
 * announced even though focus moves to the first invalid field.
 */
export function FormErrorSummary({ registry, visible }: FormErrorSummaryProps) {
  const { t } = useTranslation();
  const { setFocus } = useFormContext();
  const { errors } = useFormState();
  const items = registry
    .fields()
    .map(([name, label]) => ({ name, label, error: get(errors, name) as FieldError | undefined }))
    .filter((item) => item.error);
  const show = visible && items.length > 0;

  return (
    <div role="alert">
      {show && (
        <Summary>
          <CircleAlert aria-hidden="true" />
          <SummaryBody>
            <SummaryTitle>{t('validation-failed')}</SummaryTitle>
            <span>{t('form-error-summary', { count: items.length })}</span>
            <SummaryList>
              {items.map(({ name, label, error }) => (
                <li key={name}>
                  <Button variant="link" onClick={() => setFocus(name)}>
                    {typeof label === 'string'
                      ? t('form-error-item', { label, message: fieldErrorMessage(error, t) })
                      : fieldErrorMessage(error, t)}
                  </Button>
                </li>
              ))}
            </SummaryList>
          </SummaryBody>
        </Summary>
      )}
    </div>
  );
}
