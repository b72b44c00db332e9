import { ChevronDown, FileClock, FileText, Save, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Checkbox } from '../../inputs/Checkbox';
import { TextInput } from '../../inputs/TextInput';
import { DropdownMenu } from '../../overlays/DropdownMenu';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { formatChinaTime } from '../../utils/chinaTime';

export interface LocalDraftInfo {
  title: string;
  savedAt: number;
}

export interface DraftMenuProps {
  /** The local draft kept in this browser, if any. */
  draft: LocalDraftInfo | null;
  /** Called when "Restore" is chosen: load the local draft into the form. */
  onRestore: () => void;
  /** Called when "Discard" is chosen: delete the local draft. */
  onDiscard: () => void;
}

/** The article draft menu (content §2): restore or discard the local draft. */
export function DraftMenu({ draft, onRestore, onDiscard }: DraftMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root placement="top-end">
      <DropdownMenu.Trigger variant="secondary">
        <FileClock aria-hidden size={16} />
        {t('ae-draft-menu')}
        <ChevronDown aria-hidden size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {draft ? (
          <>
            <DropdownMenu.Item icon={<FileClock aria-hidden />} onSelect={onRestore}>
              {t('ae-draft-restore')} ·{' '}
              {t('ae-draft-saved-at', { time: formatChinaTime(draft.savedAt, 'MM/DD HH:mm:ss') })}
            </DropdownMenu.Item>
            <DropdownMenu.Separator />
            <DropdownMenu.Item icon={<Trash2 aria-hidden />} tone="danger" onSelect={onDiscard}>
              {t('ae-draft-discard')}
            </DropdownMenu.Item>
          </>
        ) : (
          <DropdownMenu.Item disabled>{t('ae-draft-none')}</DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export interface EditorTemplate {
  id: string;
  name: string;
  is_default: boolean;
}

export interface TemplateMenuProps {
  /** The saved body templates offered by the menu (the default one is marked). */
  templates: readonly EditorTemplate[];
  /** Loading the template list. */
  loading?: boolean;
  /** Called with the template the user chooses: load its body into the editor. */
  onLoad: (template: EditorTemplate) => void;
  /** Saves the current body as a template (a new name adds one; an existing name replaces it). */
  onSave: (name: string, isDefault: boolean) => void | Promise<void>;
}

/** The article template menu (content §2): load a template into the body, save the body as one. */
export function TemplateMenu({ templates, loading, onLoad, onSave }: TemplateMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('validation-required'));
      return;
    }
    setBusy(true);
    try {
      await onSave(name.trim(), isDefault);
      setOpen(false);
      setName('');
      setIsDefault(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DropdownMenu.Root placement="top-end">
        <DropdownMenu.Trigger variant="secondary" loading={loading}>
          <FileText aria-hidden size={16} />
          {t('ae-template-menu')}
          <ChevronDown aria-hidden size={16} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          {templates.length === 0 && (
            <DropdownMenu.Item disabled>{t('ae-template-none')}</DropdownMenu.Item>
          )}
          {templates.map((tpl) => (
            <DropdownMenu.Item
              key={tpl.id}
              icon={<FileText aria-hidden />}
              onSelect={() => onLoad(tpl)}
            >
              {t('ae-template-load', {
                name: tpl.is_default ? t('ae-template-default', { name: tpl.name }) : tpl.name,
              })}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator />
          <DropdownMenu.Item icon={<Save aria-hidden />} onSelect={() => setOpen(true)}>
            {t('ae-template-save')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Modal.Root open={open} onOpenChange={setOpen} size="sm">
        <form onSubmit={submit} noValidate>
          <Modal.Header>{t('ae-template-save')}</Modal.Header>
          <Modal.Body>
            <TextInput
              label={t('ae-template-name')}
              required
              value={name}
              onChange={(v) => {
                setName(v);
                setError(undefined);
              }}
              limit={50}
              error={error}
            />
            <Checkbox
              label={t('ae-template-make-default')}
              checked={isDefault}
              onChange={setIsDefault}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('action-cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={busy}>
              {t('action-save')}
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Root>
    </>
  );
}
