import { EntryEditor, EMPTY_OPS, useTranslation } from '@newsdesk/ui';
import { OpsSettingFrame } from './OpsSettingFrame';
import { useOpsSettingPage } from './useOpsSettingPage';

/** /operation/entry (web-entry): operations §2 Operation, designed here. */
export function Component() {
  const { t } = useTranslation();
  const title = t('ops-entry-title');
  const page = useOpsSettingPage('web-entry', title, EMPTY_OPS.entry);
  return (
    <OpsSettingFrame title={title} page={page}>
      {page.setting.isSuccess ? (
        <EntryEditor
          key={page.editorKey}
          value={page.value}
          onSave={page.onSave}
          onUploadImage={page.onUploadImage}
          onUploadError={page.onUploadError}
          onDirtyChange={page.onDirtyChange}
        />
      ) : null}
    </OpsSettingFrame>
  );
}
