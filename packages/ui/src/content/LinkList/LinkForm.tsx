import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import { checkLink, LINK_TITLE_LIMIT, type LinkErrors, type LinkValues } from './linkRules';

export interface LinkFormProps {
  /** The link being edited; a new link starts empty. */
  initial?: LinkValues;
  /** Saves the trimmed values; a rejection keeps the form as it is (the caller toasts). */
  onSubmit: (values: LinkValues) => Promise<void>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /** Whether the values differ from `initial` (for the leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The submit button's text (default Save). */
  submitLabel?: ReactNode;
}

const EMPTY: LinkValues = { title: '', to: '' };

/**
 * The link form (content §3 Link: title, url): bad input gets its message next to the field
 * ("Link cannot be empty", an absolute http(s) URL, a title) and nothing is sent.
 */
export function LinkForm({
  initial = EMPTY,
  onSubmit,
  onCancel,
  onDirtyChange,
  submitLabel,
}: LinkFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LinkValues>(initial);
  const [errors, setErrors] = useState<LinkErrors>({});
  const [busy, setBusy] = useState(false);

  const change = (patch: Partial<LinkValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    setErrors((e) => ({
      ...(patch.title === undefined && e.title ? { title: e.title } : {}),
      ...(patch.to === undefined && e.to ? { to: e.to } : {}),
    }));
    onDirtyChange?.(next.title !== initial.title || next.to !== initial.to);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkLink(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit({ title: values.title.trim(), to: values.to.trim() });
      onDirtyChange?.(false);
    } catch {
      // The caller shows the failure; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  const message = (key: LinkErrors[keyof LinkValues]) =>
    key ? t(key, { limit: LINK_TITLE_LIMIT }) : undefined;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('link-form')}>
      <Stack gap={4}>
        <TextInput
          label={t('link-title')}
          required
          value={values.title}
          onChange={(title) => change({ title })}
          limit={LINK_TITLE_LIMIT}
          error={message(errors.title)}
        />
        <TextInput
          label={t('link-url')}
          required
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.to}
          onChange={(to) => change({ to })}
          error={message(errors.to)}
        />
        <Stack direction="row" gap={2} justify="end">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('action-cancel')}
            </Button>
          )}
          <Button type="submit" variant="primary" loading={busy}>
            {submitLabel ?? t('action-save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
