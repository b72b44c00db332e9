import { errorMessage } from '@newsdesk/api-client';
import { HotWordsEditor, useToast, useTranslation } from '@newsdesk/ui';
import { useHotWords, useSaveHotWords } from '../../data/tags';

/** The hot search words (content §2), stored under their key-value entry. */
export function HotWordsSection({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const hot = useHotWords();
  const save = useSaveHotWords();
  return (
    <HotWordsEditor
      saved={hot.data?.words ?? NONE}
      loading={hot.isPending}
      error={hot.isError ? errorMessage(hot.error) : undefined}
      onDirtyChange={onDirtyChange}
      onSave={async (words) => {
        try {
          await save.mutateAsync({ words, version: hot.data?.version, name: hot.data?.name });
          toast.success(t('desk-hot-words-saved'));
        } catch (e) {
          toast.error(errorMessage(e));
          throw e;
        }
      }}
    />
  );
}

const NONE: string[] = [];
