import { errorMessage } from '@newsdesk/api-client';
import {
  emptyTagForm,
  Modal,
  TagForm,
  useToast,
  type TagCategory,
  type TagFormValue,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import { tagWriteFieldError, useTagWrites, type Tag } from '../../data/tags';
import { toTagBody } from './tagBody';

/** Creating a tag in a dialog (the plain list, or a company or industry tag with its category). */
export function NewTagDialog({
  open,
  onOpenChange,
  category = null,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category?: TagCategory | null;
  onCreated?: (tag: Tag) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { create } = useTagWrites();
  const [value, setValue] = useState<TagFormValue>(() => emptyTagForm(category));
  const [serverErrors, setServerErrors] = useState<{ name?: string }>({});

  const close = () => {
    setValue(emptyTagForm(category));
    setServerErrors({});
    onOpenChange(false);
  };

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      size="lg"
    >
      <Modal.Header>{t('desk-tags-new')}</Modal.Header>
      <Modal.Body>
        <TagForm
          mode="create"
          value={value}
          onChange={(next) => {
            setValue(next);
            if (next.name !== value.name) setServerErrors({});
          }}
          serverErrors={serverErrors}
          submitting={create.isPending}
          onCancel={close}
          onSubmit={async (v) => {
            try {
              const tag = await create.mutateAsync(toTagBody(v));
              toast.success(t('desk-tag-saved'));
              close();
              onCreated?.(tag);
            } catch (e) {
              const field = tagWriteFieldError(e, t);
              if (field.name) setServerErrors(field);
              else toast.error(errorMessage(e));
            }
          }}
        />
      </Modal.Body>
    </Modal.Root>
  );
}
