import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { FormRoot } from '../../forms/Form/Form.styles';
import { isEmptyValue } from '../../forms/FormField/rules';
import { Checkbox } from '../../inputs/Checkbox';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
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
  /** The values the form starts with (default: empty email and password, "remember me" checked). */
  defaultValues?: Partial<LoginValues>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Card = styled.div`
  width: min(400px, 100%);
  padding: ${theme.space[8]} ${theme.space[6]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};
  box-shadow: ${theme.shadow.md};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.xl};
  line-height: ${theme.font.lineHeight.tight};
`;

const Subtitle = styled.p`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const Banner = styled.p<{ $tone: 'info' | 'error' }>`
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.primary};
  background: ${({ $tone }) =>
    $tone === 'error' ? theme.color.bg.dangerSubtle : theme.color.bg.infoSubtle};
  border: 1px solid
    ${({ $tone }) => ($tone === 'error' ? theme.color.border.danger : theme.color.border.focus)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  flex-wrap: wrap;
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Help = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${theme.color.text.link};
  font: inherit;
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;
`;

type TextField = 'email' | 'password';
type FieldErrors = Partial<Record<TextField, string>>;

/**
 * The sign-in form of /auth/login (content §1): email, password, remember me, forgot password.
 *
 * Two fields with fixed rules, so it keeps the house form behaviour (`Form` + `FormField`: a field
 * validates on blur, then on every change once it shows an error; a submit shows every message and
 * focuses the first invalid field; no browser bubbles) in a few lines of state rather than through
 * react-hook-form, which then stays out of the login page's download (issue #18).
 */
export function LoginForm({ onSubmit, notice, defaultValues }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>(() => ({
    email: '',
    password: '',
    remember: true,
    ...defaultValues,
  }));
  // The latest values, for a blur or a submit that follows a change in the same event loop turn.
  const current = useRef(values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [showHelp, setShowHelp] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const check = (name: TextField, value: string): string | undefined => {
    if (isEmptyValue(value))
      return name === 'email' ? t('auth-email-required') : t('auth-password-required');
    if (name === 'email' && !EMAIL.test(value)) return t('auth-email-invalid');
    return undefined;
  };
  const validate = (name: TextField) =>
    setErrors((was) => ({ ...was, [name]: check(name, current.current[name]) }));
  const change = <K extends keyof LoginValues>(name: K, value: LoginValues[K]) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    const key: keyof LoginValues = name;
    if (key !== 'remember' && errors[key]) validate(key);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: FieldErrors = {
      email: check('email', current.current.email),
      password: check('password', current.current.password),
    };
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((name) => found[name]);
    if (firstInvalid) {
      (firstInvalid === 'email' ? emailInput : passwordInput).current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit({ ...current.current });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('auth-sign-in-failed'));
    } finally {
      setSubmitting(false);
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
      <FormRoot noValidate onSubmit={(e) => void submit(e)} aria-label={t('auth-login-title')}>
        <Fields>
          <TextInput
            ref={emailInput}
            name="email"
            value={values.email}
            onChange={(value) => change('email', value)}
            onBlur={() => validate('email')}
            required
            error={errors.email}
            label={t('auth-email')}
            type="email"
            autoComplete="username"
          />
          <TextInput
            ref={passwordInput}
            name="password"
            value={values.password}
            onChange={(value) => change('password', value)}
            onBlur={() => validate('password')}
            required
            error={errors.password}
            label={t('auth-password')}
            type="password"
            trim={false}
            autoComplete="current-password"
          />
          <Row>
            <Checkbox
              label={t('auth-remember-me')}
              checked={values.remember}
              onChange={(checked) => change('remember', checked)}
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
          {/* Busy, not disabled, while signing in: a disabled button loses the focus, so after a
              refusal the keyboard started again from the top of the page. */}
          <Button type="submit" variant="primary" loading={submitting}>
            {submitting ? t('auth-signing-in') : t('auth-sign-in')}
          </Button>
        </Fields>
      </FormRoot>
    </Card>
  );
}
