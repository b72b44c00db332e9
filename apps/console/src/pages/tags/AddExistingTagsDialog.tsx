import { errorMessage } from '@newsdesk/api-client';
import { Button, Combobox, Modal, useToast, type TagCategory, useTranslation } from '@newsdesk/ui';
import { useState } from 'react';
import { getTag, useTagLookup, useTagWrites } from '../../data/tags';
import { ModalActions } from './tagPage.styles';

/**
 * Puts existing tags in the company or industry list (their category). Nothing picked shows
 * "Please choose at least one tag." next to the field and changes nothing (content §5).
 */
export function AddExistingTagsDialog({
  open,
  onOpenChange,
  category,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: TagCategory;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const lookup = useTagLookup({ isTopic: false });
  const { update } = useTagWrites();
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPicked([]);
    setError(null);
    onOpenChange(false);
  };

  const submit = async () => {
    if (picked.length === 0) {
      setError(t('desk-tag-choose-one'));
      return;
    }
    setBusy(true);
    try {
      for (const id of picked) {
        const tag = await getTag(id);
        await update.mutateAsync({ id, version: tag.version, category });
      }
      toast.success(t('desk-tag-added', { count: picked.length }));
      close();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const options = [
    ...new Map([
      ...picked.map((id) => [id, lookup.known.get(id) ?? String(id)] as const),
      ...lookup.results.map((r) => [r.id, r.name] as const),
    ]),
  ].map(([value, label]) => ({ value, label }));

  return (
    <Modal.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Modal.Header>{t('desk-tag-add-existing')}</Modal.Header>
      <Modal.Body>
        <Combobox<number, true>
          label={t('desk-tag-add-pick')}
          multiple
          options={options}
          value={picked}
          onChange={(v) => {
            setPicked([...v]);
            if (v.length) setError(null);
          }}
          onSearch={lookup.onSearch}
          loading={lookup.loading}
          error={error ?? undefined}
        />
        <ModalActions>
          <Button variant="ghost" onClick={close}>
            {t('desk-tag-cancel')}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            {t('desk-tag-add-confirm')}
          </Button>
        </ModalActions>
      </Modal.Body>
    </Modal.Root>
  );
}
