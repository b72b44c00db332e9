import { CategoryEditor, EMPTY_OPS, useTranslation } from '@newsdesk/ui';
import { OpsSettingFrame } from './OpsSettingFrame';
import { useOpsSettingPage } from './useOpsSettingPage';

/** /operation/omen/category (omen-category): operations §2 Operation, designed here. */
export function Component() {
  const { t } = useTranslation();
  const title = t('ops-category-title');
  const page = useOpsSettingPage('omen-category', title, EMPTY_OPS.category);
  return (
    <OpsSettingFrame title={title} page={page}>
      {page.setting.isSuccess ? (
        <CategoryEditor
          key={page.editorKey}
          value={page.value}
          onSave={page.onSave}
          onDirtyChange={page.onDirtyChange}
        />
      ) : null}
    </OpsSettingFrame>
  );
}
