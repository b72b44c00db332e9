import { errorMessage } from '@newsdesk/api-client';
import { useConfirm, useToast, type OpsFieldIssue, useTranslation } from '@newsdesk/ui';
import { useCallback, useRef, useState } from 'react';
import {
  isOpsConflict,
  opsFieldIssues,
  uploadOpsImage,
  useOpsSetting,
  useReloadOpsSetting,
  useSaveOpsSetting,
  type OpsSettingKey,
  type OpsSettingValues,
} from '../../../data/opsettings';
import { useLeaveGuard } from '../useLeaveGuard';

/**
 * One operation setting's screen: load (or start empty when never saved), save at the version read,
 * the leave guard while there are unsaved edits, and every failure keeping the form as typed: field
 * issues go back to their fields, a conflict offers to reload (after a confirm), anything else is a
 * toast.
 */
export function useOpsSettingPage<K extends OpsSettingKey>(
  key: K,
  defaultName: string,
  empty: OpsSettingValues[K],
) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const setting = useOpsSetting(key);
  const save = useSaveOpsSetting(key);
  const reload = useReloadOpsSetting();
  const [conflict, setConflict] = useState(false);
  const dirty = useRef(false);
  useLeaveGuard(useCallback(() => dirty.current, []));
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);

  const entry = setting.data ?? null;
  const onSave = async (value: OpsSettingValues[K]): Promise<readonly OpsFieldIssue[]> => {
    try {
      await save.mutateAsync({
        name: entry?.name ?? defaultName,
        value,
        ...(entry ? { version: entry.version } : {}),
      });
      dirty.current = false;
      setConflict(false);
      toast.success(t('event-save-complete'));
      return [];
    } catch (e) {
      if (isOpsConflict(e)) {
        setConflict(true);
        toast.error(t('ops-conflict'));
        throw e;
      }
      toast.error(errorMessage(e));
      const issues = opsFieldIssues(e);
      if (issues.length > 0) return issues;
      throw e;
    }
  };

  const onReload = async () => {
    if (dirty.current) {
      const ok = await confirm({
        title: t('push-leave-title'),
        message: t('push-leave-message'),
        confirmLabel: t('ops-reload'),
        cancelLabel: t('push-stay'),
        tone: 'danger',
      });
      if (!ok) return;
    }
    dirty.current = false;
    setConflict(false);
    await reload(key);
  };

  return {
    setting,
    /** The value to edit: the stored one, or the empty setting. */
    value: entry?.value ?? empty,
    neverSaved: setting.isSuccess && entry === null,
    /** Remounts the editor when the server's version changes (after a save or a reload). */
    editorKey: `${key}@${entry?.version ?? 0}`,
    conflict,
    onSave,
    onReload,
    onDirtyChange,
    onUploadImage: uploadOpsImage,
    onUploadError: (e: unknown) => toast.error(errorMessage(e)),
  };
}
