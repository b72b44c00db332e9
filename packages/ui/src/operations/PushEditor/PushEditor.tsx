import { useEffect, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import {
  PushFields,
  usePushForm,
  type PushDialogValues,
  type PushFormOptions,
} from '../../content/PushDialog';
import { Form } from '../../forms/Form';
import { Checkbox } from '../../inputs/Checkbox';
import { Button } from '../../primitives/Button';
import { Actions, Panel } from '../shared.styles';

export interface PushEditorSubmit {
  values: PushDialogValues;
  /** Also shown in every app and on the web as the site-wide notification (omni-notification). */
  siteWide: boolean;
}

export interface PushEditorProps extends PushFormOptions {
  /**
   * Called with valid values; the button is busy until it settles. A rejection keeps what was
   * typed (the caller reports why).
   */
  onSubmit: (submit: PushEditorSubmit) => Promise<void>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /** Told when the form gains or loses unsaved changes (the leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The new push page's form (operations §2 /operation/push/create): the same fields and rules as
 * the push dialog (`PushFields`), and the choice to show it as the site-wide notification too.
 */
export function PushEditor({ onSubmit, onCancel, onDirtyChange, ...options }: PushEditorProps) {
  const { t } = useTranslation();
  const state = usePushForm(options);
  const { form } = state;
  const [siteWide, setSiteWide] = useState(false);
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  return (
    <Form
      form={form}
      errorSummary="none"
      onSubmit={async (values) => {
        try {
          await onSubmit({ values, siteWide });
          form.reset(values);
        } catch {
          // Refused: the caller said why; what was typed stays.
        }
      }}
    >
      <Panel aria-label={t('push-create-form')}>
        <PushFields state={state} />
        <Checkbox
          label={t('push-site-wide')}
          hint={t('push-site-wide-hint')}
          checked={siteWide}
          onChange={setSiteWide}
        />
        <Actions>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('action-cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('push-send')}
          </Button>
        </Actions>
      </Panel>
    </Form>
  );
}
