import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { FormSelect, FormSwitch, FormTextInput } from '../../forms/FormControls';
import { OpsEditorShell, useOpsAnnouncer } from './OpsEditorShell';
import { OpsItemImage, OpsItemList } from './OpsItemList';
import { Card, Fields } from './OpsSettings.styles';
import { NavigatorPreview } from './previews';
import {
  LINK_PATTERN,
  OPS_LIMITS,
  newOpsId,
  type NavigatorValueData,
  type OpsEditorProps,
} from './types';

/** /operation/navigator: the navigator page's settings and its sites in display order. */
export function NavigatorEditor({
  value,
  onSave,
  onUploadImage,
  onUploadError,
  onDirtyChange,
}: OpsEditorProps<NavigatorValueData>) {
  const { t } = useTranslation();
  const form = useForm<NavigatorValueData>({ defaultValues: value, mode: 'onSubmit' });
  const { control } = form;
  const [announcement, announce] = useOpsAnnouncer();

  return (
    <OpsEditorShell
      form={form}
      label={t('ops-form-label', { name: t('ops-navigator-title') })}
      onSave={onSave}
      onDirtyChange={onDirtyChange}
      announcement={announcement}
      previewLabel={t('ops-preview-web')}
      preview={<NavigatorPreview control={control} />}
    >
      <Card aria-labelledby="ops-navigator-page">
        <h2 id="ops-navigator-page">{t('ops-navigator-page')}</h2>
        <Fields>
          <FormTextInput
            control={control}
            name="config.title"
            label={t('ops-navigator-heading')}
            required
            limit={OPS_LIMITS.navigatorTitle}
          />
          <FormSelect<NavigatorValueData, 'config.columns', number>
            control={control}
            name="config.columns"
            label={t('ops-navigator-columns')}
            options={[2, 3, 4, 5, 6].map((n) => ({ value: n, label: String(n) }))}
          />
          <FormSwitch
            control={control}
            name="config.show_icons"
            label={t('ops-navigator-show-icons')}
          />
        </Fields>
      </Card>
      <OpsItemList
        form={form}
        name="sites"
        nameKey="name"
        kind={t('ops-navigator-site')}
        headingId="ops-navigator-sites"
        heading={t('ops-navigator-sites')}
        max={OPS_LIMITS.navigatorSites}
        addLabel={t('ops-navigator-add')}
        announce={announce}
        onUploadImage={onUploadImage}
        onUploadError={onUploadError}
        newItem={() => ({
          id: newOpsId('site'),
          name: '',
          url: '',
          icon_uri: null,
          icon_url: null,
          description: '',
          enabled: true,
        })}
      >
        {(i) => <SiteFields control={control} index={i} />}
      </OpsItemList>
    </OpsEditorShell>
  );
}

function SiteFields({
  control,
  index: i,
}: {
  control: Control<NavigatorValueData>;
  index: number;
}) {
  const { t } = useTranslation();
  return (
    <Fields>
      <FormTextInput
        control={control}
        name={`sites.${i}.name`}
        label={t('ops-field-name')}
        required
        limit={OPS_LIMITS.siteName}
      />
      <FormTextInput
        control={control}
        name={`sites.${i}.url`}
        label={t('ops-navigator-url')}
        hint={t('ops-field-link-hint')}
        required
        limit={OPS_LIMITS.link}
        rules={{ link: (v) => LINK_PATTERN.test(v) || t('ops-error-link') }}
      />
      <div data-wide="true">
        <FormTextInput
          control={control}
          name={`sites.${i}.description`}
          label={t('ops-field-description')}
          limit={OPS_LIMITS.siteDescription}
        />
      </div>
      <OpsItemImage<NavigatorValueData>
        name={`sites.${i}.icon_uri`}
        urlName={`sites.${i}.icon_url`}
        label={t('ops-field-icon')}
        hint={t('ops-navigator-icon-hint')}
        ratio={1}
      />
      <FormSwitch control={control} name={`sites.${i}.enabled`} label={t('ops-enabled')} />
    </Fields>
  );
}
