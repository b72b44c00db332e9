import { errorMessage } from '@newsdesk/api-client';
import { AddUserForm, Modal, useToast, useTranslation } from '@newsdesk/ui';
import { newUserFieldErrors, useCreateUser } from '../../../data/users';

/**
 * Adding a user from the user list (operations §5): the form in a dialog; a refusal at a field
 * stays in the form under "add-user info invalid", any other one is a toast; success closes it.
 */
export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateUser();
  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose()} size="lg">
      <Modal.Header>{t('user-add-title')}</Modal.Header>
      <Modal.Body>
        <AddUserForm
          onCancel={onClose}
          onSubmit={async (values) => {
            try {
              const user = await create.mutateAsync(values);
              toast.success(t('user-add-success', { name: user.nickname }));
              onClose();
              return undefined;
            } catch (e) {
              const fields = newUserFieldErrors(e);
              if (fields) return fields;
              toast.error(errorMessage(e));
              throw e;
            }
          }}
        />
      </Modal.Body>
    </Modal.Root>
  );
}
