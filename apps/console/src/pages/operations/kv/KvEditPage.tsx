import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  Button,
  KvEditor,
  Skeleton,
  useToast,
  type KvEditorSave,
  type SchemaField,
  useTranslation,
} from '@newsdesk/ui';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useKv, useReloadKv, useSaveKv } from '../../../data/kv';
import { ReadFailure } from '../../../shell/ReadFailure';
import { PageHeader, Section } from '../PageHeader';
import { useLeaveGuard } from '../useLeaveGuard';
import { SETTING_SCREENS } from './settingScreens';

/** /operation/kv/:key (operations §2, §3, §5): the schema form, raw JSON and the schema itself. */
export function Component() {
  const key = useParams().key ?? '';
  const screen = SETTING_SCREENS[key];
  return screen ? <Navigate to={screen} replace /> : <KvEntryPage entryKey={key} />;
}

function KvEntryPage({ entryKey: key }: { entryKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const entry = useKv(key);
  const save = useSaveKv();
  const reload = useReloadKv();
  const dirty = useRef(false);
  useLeaveGuard(useCallback(() => dirty.current, []));
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);

  const onSave = async (next: KvEditorSave) => {
    if (!entry.data) return;
    try {
      await save.mutateAsync({
        key,
        name: next.name,
        value: next.value,
        version: entry.data.version,
        ...(next.json_schema !== undefined ? { json_schema: next.json_schema } : {}),
      });
      dirty.current = false;
      toast.success(t('event-save-complete'));
    } catch (e) {
      if (isConflict(e)) {
        toast.error(t('kv-conflict'));
        dirty.current = false;
        void reload(key);
      } else toast.error(errorMessage(e));
      throw e;
    }
  };

  return (
    <Section>
      <PageHeader title={t('kv-edit-title')}>
        <Button variant="secondary" onClick={() => void navigate('/operation/kv')}>
          <ArrowLeft aria-hidden size={16} />
          {t('kv-back')}
        </Button>
      </PageHeader>
      {entry.isError ? (
        <ReadFailure
          error={entry.error}
          missing={t('kv-not-found')}
          failed={t('kv-load-error')}
          onRetry={() => void entry.refetch()}
        />
      ) : entry.data ? (
        <KvEditor
          key={`${entry.data.key}@${entry.data.version}`}
          entry={{
            key: entry.data.key,
            name: entry.data.name,
            value: entry.data.value,
            json_schema: entry.data.json_schema as SchemaField | null,
          }}
          onSave={onSave}
          onRefused={(_reason, message) => toast.error(message)}
          onDirtyChange={onDirtyChange}
        />
      ) : (
        <div aria-busy="true">
          <Skeleton lines={6} />
        </div>
      )}
    </Section>
  );
}
