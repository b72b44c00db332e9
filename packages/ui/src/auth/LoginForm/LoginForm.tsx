import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Form } from '../../forms/Form';
import { FormField } from '../../forms/FormField';
import { Checkbox } from '../../inputs/Checkbox';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginFormProps {
  /** Signs in; a rejection's message is shown above the form (the fields keep their values). */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** A notice above the form, e.g. why the visitor was sent here. */
  notice?: ReactNode;
  defaultValues?: Partial<LoginValues>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Card = styled.div`
  width: min(400px, 100%);
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  border: 1px solid ${({ theme }) => theme.color.border.weak};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Banner = styled.p<{ $tone: 'info' | 'error' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.primary};
  background: ${({ $tone, theme }) =>
    $tone === 'error' ? theme.color.bg.dangerSubtle : theme.color.bg.infoSubtle};
  border: 1px solid
    ${({ $tone, theme }) => ($tone === 'error' ? theme.color.border.danger : theme.color.border.focus)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Help = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;
`;

/** The sign-in form of /auth/login (content §1): email, password, remember me, forgot password. */
export function LoginForm({ onSubmit, notice, defaultValues }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useForm<LoginValues>({
    defaultValues: { email: '', password: '', remember: true, ...defaultValues },
  });
  const [error, setError] = useState<string | null>(null);
  const [showHelp, setShowHelp] = useState(false);
  const submitting = form.formState.isSubmitting;

  const submit = async (values: LoginValues) => {
    setError(null);
    try {
      await onSubmit(values);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('auth-sign-in-failed'));
    }
  };

  return (
    <Card>
      <div>
        <Title>{t('auth-login-title')}</Title>
        <Subtitle>{t('auth-login-subtitle')}</Subtitle>
      </div>
      {notice ? <Banner $tone="info">{notice}</Banner> : null}
      {error ? (
        <Banner $tone="error" role="alert">
          {error}
        </Banner>
      ) : null}
      <Form form={form} onSubmit={submit} errorSummary="none" aria-label={t('auth-login-title')}>
        <Fields>
          <FormField
            control={form.control}
            name="email"
            label={t('auth-email')}
            required
            requiredMessage={t('auth-email-required')}
            rules={{ email: (v) => v === '' || EMAIL.test(v) || t('auth-email-invalid') }}
            render={({ controlProps }) => (
              <TextInput {...controlProps} type="email" autoComplete="username" />
            )}
          />
          <FormField
            control={form.control}
            name="password"
            label={t('auth-password')}
            required
            requiredMessage={t('auth-password-required')}
            render={({ controlProps }) => (
              <TextInput
                {...controlProps}
                type="password"
                trim={false}
                autoComplete="current-password"
              />
            )}
          />
          <Row>
            <FormField
              control={form.control}
              name="remember"
              label={t('auth-remember-me')}
              render={({ field }) => (
                <Checkbox
                  label={t('auth-remember-me')}
                  checked={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <LinkButton
              type="button"
              aria-expanded={showHelp}
              onClick={() => setShowHelp((v) => !v)}
            >
              {t('auth-forgot-password')}
            </LinkButton>
          </Row>
          {showHelp ? <Help>{t('auth-forgot-password-help')}</Help> : null}
          <Button type="submit" variant="primary" disabled={submitting}>
            {submitting ? t('auth-signing-in') : t('auth-sign-in')}
          </Button>
        </Fields>
      </Form>
    </Card>
  );
}
