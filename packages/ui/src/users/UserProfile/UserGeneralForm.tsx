import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Form } from '../../forms/Form';
import { FormSelect, FormSwitch, FormTextArea, FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import type { UserProfileData } from '../types';

import { theme } from '../../foundations/tokens';
/** The General tab's fields as the contract's `UserUpdate` takes them (empty text = null). */
export interface UserGeneralPatch {
  nickname: string;
  avatar: string | null;
  description: string | null;
  gender: 1 | 2 | null;
  email: string | null;
  mobile: string | null;
  about: string | null;
  occupation: string | null;
  industry: string | null;
  country: string | null;
  is_institution: boolean;
}

interface Values {
  nickname: string;
  avatar: string;
  description: string;
  gender: number;
  email: string;
  mobile: string;
  about: string;
  occupation: string;
  industry: string;
  country: string;
  is_institution: boolean;
}

export interface UserGeneralFormProps {
  /** The user whose general fields fill the form (nickname, contact, profile, institution flag). */
  user: UserProfileData;
  /** Saves the fields; reject to keep what was typed (the caller says why). */
  onSubmit: (patch: UserGeneralPatch) => Promise<void>;
  /** Bad input: the form shows each field's message; the caller toasts the spec's message. */
  onInvalid?: () => void;
  /** Told when the form gains or loses unsaved changes (the leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The Institution flag is an admin's to set (the server refuses it to others). */
  canSetInstitution?: boolean;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${theme.space[4]};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space[4]};
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;

const valuesOf = (u: UserProfileData): Values => ({
  nickname: u.nickname,
  avatar: u.avatar ?? '',
  description: u.description ?? '',
  gender: u.gender ?? 0,
  email: u.email?.email ?? '',
  mobile: u.mobile?.phone ?? '',
  about: u.about ?? '',
  occupation: u.occupation ?? '',
  industry: u.industry ?? '',
  country: u.country ?? '',
  is_institution: u.is_institution,
});

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/**
 * The profile's General tab (operations §3 User): nickname, avatar, description, gender (male 1,
 * female 2), e-mail, mobile, about, occupation, industry, country/region and the Institution flag.
 * Bad input shows its message next to the field and sends nothing.
 */
export function UserGeneralForm({
  user,
  onSubmit,
  onInvalid,
  onDirtyChange,
  canSetInstitution = true,
}: UserGeneralFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: valuesOf(user) });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // A newer version of the user (saved here or elsewhere) becomes the new starting point.
  const { reset } = form;
  useEffect(() => reset(valuesOf(user)), [user, reset]);

  return (
    <Form
      form={form}
      errorSummary="none"
      onInvalid={() => onInvalid?.()}
      onSubmit={async (v) => {
        try {
          await onSubmit({
            nickname: v.nickname.trim(),
            avatar: orNull(v.avatar),
            description: orNull(v.description),
            gender: v.gender === 1 || v.gender === 2 ? v.gender : null,
            email: orNull(v.email),
            mobile: orNull(v.mobile),
            about: orNull(v.about),
            occupation: orNull(v.occupation),
            industry: orNull(v.industry),
            country: orNull(v.country),
            is_institution: v.is_institution,
          });
        } catch {
          // Refused: the caller said why; what was typed stays.
        }
      }}
    >
      <Grid>
        <FormTextInput<Values, 'nickname'>
          name="nickname"
          label={t('profile-nickname')}
          required
          limit={50}
        />
        <FormTextInput<Values, 'avatar'>
          name="avatar"
          label={t('profile-avatar')}
          limit={2048}
          rules={{
            url: (v) => !v.trim() || /^https?:\/\/\S+$/.test(v.trim()) || t('profile-url-invalid'),
          }}
        />
        <FormSelect<Values, 'gender', number>
          name="gender"
          label={t('profile-gender')}
          options={[
            { value: 0, label: t('profile-gender-none') },
            { value: 1, label: t('profile-gender-1') },
            { value: 2, label: t('profile-gender-2') },
          ]}
        />
        <FormTextInput<Values, 'email'>
          name="email"
          label={t('profile-email')}
          type="email"
          limit={254}
          rules={{ email: (v) => !v.trim() || EMAIL.test(v.trim()) || t('profile-email-invalid') }}
        />
        <FormTextInput<Values, 'mobile'>
          name="mobile"
          label={t('profile-mobile')}
          type="tel"
          rules={{
            phone: (v) => !v.trim() || PHONE.test(v.trim()) || t('profile-mobile-invalid'),
          }}
        />
        <FormTextInput<Values, 'occupation'>
          name="occupation"
          label={t('profile-occupation')}
          limit={100}
        />
        <FormTextInput<Values, 'industry'>
          name="industry"
          label={t('profile-industry')}
          limit={100}
        />
        <FormTextInput<Values, 'country'> name="country" label={t('profile-country')} limit={100} />
        <Wide>
          <FormTextArea<Values, 'description'>
            name="description"
            label={t('profile-description')}
            limit={500}
            rows={2}
          />
        </Wide>
        <Wide>
          <FormTextArea<Values, 'about'>
            name="about"
            label={t('profile-about')}
            limit={2000}
            rows={4}
          />
        </Wide>
        {canSetInstitution ? (
          <FormSwitch<Values, 'is_institution'>
            name="is_institution"
            label={t('profile-institution')}
          />
        ) : null}
      </Grid>
      <Actions>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('profile-save')}
        </Button>
      </Actions>
    </Form>
  );
}
