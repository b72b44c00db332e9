import { BannerEditor, EMPTY_OPS, useTranslation } from '@newsdesk/ui';
import { OpsSettingFrame } from './OpsSettingFrame';
import { useOpsSettingPage } from './useOpsSettingPage';

/** /operation/banner (web-banner): operations §2 Operation, designed here. */
export function Component() {
  const { t } = useTranslation();
  const title = t('ops-banner-title');
  const page = useOpsSettingPage('web-banner', title, EMPTY_OPS.banner);
  return (
    <OpsSettingFrame title={title} page={page}>
      {page.setting.isSuccess ? (
        <BannerEditor
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
