import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { FormSwitch, FormTextInput } from '../../forms/FormControls';
import { OpsEditorShell, useOpsAnnouncer } from './OpsEditorShell';
import { OpsItemImage, OpsItemList } from './OpsItemList';
import { Fields } from './OpsSettings.styles';
import { EntryPreview } from './previews';
import {
  LINK_PATTERN,
  OPS_LIMITS,
  newOpsId,
  type EntryValueData,
  type OpsEditorProps,
} from './types';

/** /operation/entry: the web home quick entries (icon, short title, link) in display order. */
export function EntryEditor({
  value,
  onSave,
  onUploadImage,
  onUploadError,
  onDirtyChange,
}: OpsEditorProps<EntryValueData>) {
  const { t } = useTranslation();
  const form = useForm<EntryValueData>({ defaultValues: value, mode: 'onSubmit' });
  const { control } = form;
  const [announcement, announce] = useOpsAnnouncer();

  return (
    <OpsEditorShell
      form={form}
      label={t('ops-form-label', { name: t('ops-entry-title') })}
      onSave={onSave}
      onDirtyChange={onDirtyChange}
      announcement={announcement}
      previewLabel={t('ops-preview-web')}
      preview={<EntryPreview control={control} />}
    >
      <OpsItemList
        form={form}
        name="items"
        nameKey="title"
        kind={t('ops-entry-item')}
        headingId="ops-entry-list"
        heading={t('ops-entry-list')}
        max={OPS_LIMITS.entryItems}
        addLabel={t('ops-entry-add')}
        announce={announce}
        onUploadImage={onUploadImage}
        onUploadError={onUploadError}
        newItem={() => ({
          id: newOpsId('entry'),
          title: '',
          image_uri: '',
          image_url: null,
          link: '',
          enabled: true,
        })}
      >
        {(i) => <EntryItemFields control={control} index={i} />}
      </OpsItemList>
    </OpsEditorShell>
  );
}

function EntryItemFields({
  control,
  index: i,
}: {
  control: Control<EntryValueData>;
  index: number;
}) {
  const { t } = useTranslation();
  return (
    <Fields>
      <FormTextInput
        control={control}
        name={`items.${i}.title`}
        label={t('ops-field-title')}
        required
        limit={OPS_LIMITS.entryTitle}
      />
      <FormTextInput
        control={control}
        name={`items.${i}.link`}
        label={t('ops-field-link')}
        hint={t('ops-field-link-hint')}
        required
        limit={OPS_LIMITS.link}
        rules={{ link: (v) => LINK_PATTERN.test(v) || t('ops-error-link') }}
      />
      <OpsItemImage<EntryValueData>
        name={`items.${i}.image_uri`}
        urlName={`items.${i}.image_url`}
        label={t('ops-field-icon')}
        hint={t('ops-image-hint')}
        required
        ratio={1}
      />
      <FormSwitch control={control} name={`items.${i}.enabled`} label={t('ops-enabled')} />
    </Fields>
  );
}
