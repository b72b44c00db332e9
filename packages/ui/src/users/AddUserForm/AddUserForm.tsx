import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Form } from '../../forms/Form';
import { FormRadioGroup, FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
/** Who the new account is: a member (end user, no console role) or a staff member with a role. */
export type NewUserRole = 'member' | 'Normal User' | 'Admin';

/** What the form sends: the shape of the contract's `UserCreate`. */
export interface NewUserValues {
  nickname: string;
  email: { email: string } | null;
  mobile: { phone: string } | null;
  role: 'Normal User' | 'Admin' | null;
  password: string;
  confirm_password: string;
}

/** A refusal the caller maps to a field (e.g. 409 "Email already in use" on `email`). */
export interface NewUserFieldError {
  field: 'nickname' | 'email' | 'mobile' | 'password' | 'confirm_password';
  message: string;
}

export interface AddUserFormProps {
  /**
   * Adds the user. Resolve with `undefined` when added; resolve with field errors to show them at their
   * fields under "add-user info invalid" (what was typed stays); reject for any other failure.
   */
  onSubmit: (values: NewUserValues) => Promise<readonly NewUserFieldError[] | undefined>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
}

interface Values {
  nickname: string;
  email: string;
  mobile: string;
  role: NewUserRole;
  password: string;
  confirm_password: string;
}

const EMPTY: Values = {
  nickname: '',
  email: '',
  mobile: '',
  role: 'member',
  password: '',
  confirm_password: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space[4]};
  align-items: start;

  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;

const Invalid = styled.p`
  margin: 0 0 ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.dangerSubtle};
  color: ${theme.color.text.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;

/**
 * Adding a user from the user list (operations §5, "add-user info invalid"): a member or a staff
 * account (Normal User, Admin) with nickname, e-mail (required for staff, who sign in with it),
 * mobile and a password typed twice ("The password is empty", at least 8 characters, "The
 * passwords are inconsistent"). Nothing is sent until every rule passes; a refusal by the server
 * shows "add-user info invalid" and the reason at its field, and what was typed stays.
 */
export function AddUserForm({ onSubmit, onCancel }: AddUserFormProps) {
  const { t } = useTranslation();
  const invalidId = useId();
  const form = useForm<Values>({ defaultValues: EMPTY });
  const [refused, setRefused] = useState(false);
  const empty = t('user-password-empty');
  const staff = useWatch({ control: form.control, name: 'role' }) !== 'member';

  return (
    <Form
      form={form}
      errorSummary="none"
      aria-describedby={refused ? invalidId : undefined}
      onInvalid={() => setRefused(true)}
      onSubmit={async (v) => {
        setRefused(false);
        const errors = await onSubmit({
          nickname: v.nickname.trim(),
          email: v.email.trim() ? { email: v.email.trim() } : null,
          mobile: v.mobile.trim() ? { phone: v.mobile.trim() } : null,
          role: v.role === 'member' ? null : v.role,
          password: v.password,
          confirm_password: v.confirm_password,
        }).catch(() => undefined);
        if (errors && errors.length) {
          setRefused(true);
          errors.forEach((e, i) =>
            form.setError(
              e.field,
              { type: 'server', message: e.message },
              { shouldFocus: i === 0 },
            ),
          );
        }
      }}
    >
      {refused ? (
        <Invalid id={invalidId} role="alert">
          {t('user-add-invalid')}
        </Invalid>
      ) : null}
      <Fields>
        <FormRadioGroup<Values, 'role', NewUserRole>
          data-wide=""
          name="role"
          label={t('user-add-role')}
          orientation="horizontal"
          options={[
            { value: 'member', label: t('user-add-role-member') },
            { value: 'Normal User', label: t('user-add-role-normal') },
            { value: 'Admin', label: t('user-add-role-admin') },
          ]}
        />
        <FormTextInput<Values, 'nickname'>
          name="nickname"
          label={t('profile-nickname')}
          required
          limit={50}
        />
        <FormTextInput<Values, 'email'>
          name="email"
          label={t('profile-email')}
          type="email"
          autoComplete="off"
          required={staff}
          hint={staff ? t('user-add-email-hint') : undefined}
          rules={{
            email: (v) => !v.trim() || EMAIL.test(v.trim()) || t('profile-email-invalid'),
          }}
        />
        <FormTextInput<Values, 'mobile'>
          name="mobile"
          label={t('profile-mobile')}
          type="tel"
          autoComplete="off"
          rules={{
            phone: (v) => !v.trim() || PHONE.test(v.trim()) || t('profile-mobile-invalid'),
          }}
        />
        <FormTextInput<Values, 'password'>
          name="password"
          label={t('user-add-password')}
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
        <FormTextInput<Values, 'confirm_password'>
          name="confirm_password"
          label={t('user-add-confirm')}
          type="password"
          autoComplete="new-password"
          required
          requiredMessage={empty}
          trim={false}
          rules={{
            match: (v, values) => v === values.password || t('user-password-inconsistent'),
          }}
        />
      </Fields>
      <Actions>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('user-add-cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('user-add-submit')}
        </Button>
      </Actions>
    </Form>
  );
}
