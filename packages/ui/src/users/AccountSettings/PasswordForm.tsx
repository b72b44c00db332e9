import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Form } from '../../forms/Form';
import { FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
export interface PasswordChangeValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export interface PasswordFormProps {
  /** Changes the signed-in user's password; resolve when done (the form empties), reject to keep it. */
  onSubmit: (values: PasswordChangeValues) => Promise<void>;
  /**
   * Called with true when the form gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: (dirty: boolean) => void;
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${theme.space[4]};
  align-items: start;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space[4]};
`;

const EMPTY: PasswordChangeValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/**
 * Change Password (operations §5): an empty field says "The password is empty", a new password
 * under 8 characters says so, and a confirmation that differs says "The passwords are inconsistent";
 * nothing is sent until every rule passes.
 */
export function PasswordForm({ onSubmit, onDirtyChange }: PasswordFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<PasswordChangeValues>({ defaultValues: EMPTY });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const empty = t('user-password-empty');

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('password-title')}</h2>
      <Form
        form={form}
        errorSummary="none"
        onSubmit={async (values) => {
          try {
            await onSubmit(values);
            form.reset(EMPTY);
          } catch {
            // Refused: the caller said why; what was typed stays.
          }
        }}
      >
        <Fields>
          <FormTextInput<PasswordChangeValues, 'current_password'>
            name="current_password"
            label={t('password-current')}
            type="password"
            autoComplete="current-password"
            required
            requiredMessage={empty}
            trim={false}
          />
          <FormTextInput<PasswordChangeValues, 'new_password'>
            name="new_password"
            label={t('password-new')}
            type="password"
            autoComplete="new-password"
            required
            requiredMessage={empty}
            trim={false}
            rules={{
              length: (v) => v.length >= 8 || t('user-password-short'),
              max: (v) => v.length <= 128 || t('validation-limit', { limit: 128 }),
            }}
          />
          <FormTextInput<PasswordChangeValues, 'confirm_password'>
            name="confirm_password"
            label={t('password-confirm')}
            type="password"
            autoComplete="new-password"
            required
            requiredMessage={empty}
            trim={false}
            rules={{
              match: (v, values) => v === values.new_password || t('user-password-inconsistent'),
            }}
          />
        </Fields>
        <Actions>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('password-submit')}
          </Button>
        </Actions>
      </Form>
    </section>
  );
}
