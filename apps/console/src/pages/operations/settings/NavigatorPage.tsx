import { NavigatorEditor, EMPTY_OPS, useTranslation } from '@newsdesk/ui';
import { OpsSettingFrame } from './OpsSettingFrame';
import { useOpsSettingPage } from './useOpsSettingPage';

/** /operation/navigator (navigator): operations §2 Operation, designed here. */
export function Component() {
  const { t } = useTranslation();
  const title = t('ops-navigator-title');
  const page = useOpsSettingPage('navigator', title, EMPTY_OPS.navigator);
  return (
    <OpsSettingFrame title={title} page={page}>
      {page.setting.isSuccess ? (
        <NavigatorEditor
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
