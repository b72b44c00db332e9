import { BadgeCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
export interface UserVerifyProps {
  /** The verified (real) name, or null while not verified. */
  verifiedName: string | null;
  /** Sets the real name; reject to keep what was typed. */
  onVerify: (name: string) => Promise<void>;
}

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space[3]};

  & > div {
    flex: 1 1 240px;
  }
  button {
    margin-top: ${theme.space[6]};
  }
`;

const Current = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[2]};
`;

/** Verify a user's real name (POST /v1/admin/user/{id}/verify); the current one is shown first. */
export function UserVerify({ verifiedName, onVerify }: UserVerifyProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = name.trim();
    if (!text || text.length > 50) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      await onVerify(text);
      setName('');
    } catch {
      // Refused: the caller said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('profile-verify')}</h2>
      <Current>
        {verifiedName ? <BadgeCheck aria-hidden size={16} /> : null}
        {t('profile-verified-name')}: {verifiedName ?? t('profile-not-verified')}
      </Current>
      <Row onSubmit={(e) => void submit(e)} noValidate>
        <TextInput
          label={t('profile-verify-name')}
          value={name}
          limit={50}
          required
          onChange={(v) => {
            setName(v);
            if (error && v.trim()) setError(false);
          }}
          error={
            error
              ? name.trim()
                ? t('validation-limit', { limit: 50 })
                : t('validation-required')
              : undefined
          }
        />
        <Button type="submit" variant="secondary" loading={busy}>
          {t('profile-verify')}
        </Button>
      </Row>
    </section>
  );
}
