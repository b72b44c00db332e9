import { useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { TextArea } from '../../inputs/TextArea';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';

export interface SloganDialogProps {
  /** The current slogans, one a line in the field. */
  slogans: readonly string[];
  /** Called with false on Cancel, Escape or the close button (the dialog shows while mounted). */
  onOpenChange: (open: boolean) => void;
  /** The non-empty lines, trimmed; reject to keep the dialog open with what was typed. */
  onSave: (slogans: string[]) => Promise<void>;
}

/** Edits the console home slogans, one a line (an empty list means the default slogan). */
export function SloganDialog({ slogans, onOpenChange, onSave }: SloganDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(slogans.join('\n'));
  const [saving, setSaving] = useState(false);
  return (
    <Modal.Root open onOpenChange={onOpenChange} size="md">
      <Modal.Header>{t('dash-slogan-dialog')}</Modal.Header>
      <Modal.Body>
        <TextArea
          label={t('dash-slogan-field')}
          hint={t('dash-slogan-hint')}
          value={text}
          onChange={setText}
          trim={false}
          rows={6}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('dash-slogan-cancel')}
        </Button>
        <Button
          variant="primary"
          loading={saving}
          onClick={() => {
            setSaving(true);
            const list = text
              .split('\n')
              .map((s) => s.trim())
              .filter(Boolean);
            onSave(list)
              .catch(() => undefined)
              .finally(() => setSaving(false));
          }}
        >
          {t('dash-slogan-save')}
        </Button>
      </Modal.Footer>
    </Modal.Root>
  );
}
