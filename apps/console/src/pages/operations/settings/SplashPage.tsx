import { SplashEditor, EMPTY_OPS, useTranslation } from '@newsdesk/ui';
import { OpsSettingFrame } from './OpsSettingFrame';
import { useOpsSettingPage } from './useOpsSettingPage';

/** /operation/splash (app-splash): operations §2 Operation, designed here. */
export function Component() {
  const { t } = useTranslation();
  const title = t('ops-splash-title');
  const page = useOpsSettingPage('app-splash', title, EMPTY_OPS.splash);
  return (
    <OpsSettingFrame title={title} page={page}>
      {page.setting.isSuccess ? (
        <SplashEditor
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
