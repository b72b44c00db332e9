import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import {
  FormDateTimePicker,
  FormSelect,
  FormSwitch,
  FormTextInput,
} from '../../forms/FormControls';
import { OpsEditorShell, useOpsAnnouncer } from './OpsEditorShell';
import { OpsItemImage, OpsItemList } from './OpsItemList';
import { Card, Fields } from './OpsSettings.styles';
import { BannerPreview } from './previews';
import {
  LINK_PATTERN,
  OPS_LIMITS,
  newOpsId,
  type BannerValueData,
  type OpsEditorProps,
} from './types';

/** /operation/banner: the web home banner's slides in display order, autoplay and its interval. */
export function BannerEditor({
  value,
  onSave,
  onUploadImage,
  onUploadError,
  onDirtyChange,
  now,
}: OpsEditorProps<BannerValueData>) {
  const { t } = useTranslation();
  const form = useForm<BannerValueData>({ defaultValues: value, mode: 'onSubmit' });
  const { control } = form;
  const [announcement, announce] = useOpsAnnouncer();
  const [mountedAt] = useState(() => Date.now());
  const clock = now ?? mountedAt;

  return (
    <OpsEditorShell
      form={form}
      label={t('ops-form-label', { name: t('ops-banner-title') })}
      onSave={onSave}
      onDirtyChange={onDirtyChange}
      announcement={announcement}
      previewLabel={t('ops-preview-web')}
      preview={<BannerPreview control={control} now={clock} />}
    >
      <Card aria-labelledby="ops-banner-play">
        <h2 id="ops-banner-play">{t('ops-banner-title')}</h2>
        <Fields>
          <FormSwitch control={control} name="autoplay" label={t('ops-banner-autoplay')} />
          <FormSelect<BannerValueData, 'interval', number>
            control={control}
            name="interval"
            label={t('ops-banner-interval')}
            options={Array.from({ length: 14 }, (_, n) => ({
              value: n + 2,
              label: t('ops-seconds', { count: n + 2 }),
            }))}
          />
        </Fields>
      </Card>
      <OpsItemList
        form={form}
        name="items"
        nameKey="title"
        kind={t('ops-banner-slide')}
        headingId="ops-banner-slides"
        heading={t('ops-banner-slides')}
        max={OPS_LIMITS.bannerItems}
        addLabel={t('ops-banner-add')}
        announce={announce}
        onUploadImage={onUploadImage}
        onUploadError={onUploadError}
        newItem={() => ({
          id: newOpsId('slide'),
          title: '',
          image_uri: '',
          image_url: null,
          link: '',
          start_at: null,
          end_at: null,
          enabled: true,
        })}
      >
        {(i) => <BannerItemFields control={control} index={i} now={clock} />}
      </OpsItemList>
    </OpsEditorShell>
  );
}

function BannerItemFields({
  control,
  index: i,
  now,
}: {
  control: Control<BannerValueData>;
  index: number;
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <Fields>
      <FormTextInput
        control={control}
        name={`items.${i}.title`}
        label={t('ops-field-title')}
        hint={t('ops-banner-title-hint')}
        required
        limit={OPS_LIMITS.bannerTitle}
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
      <OpsItemImage<BannerValueData>
        name={`items.${i}.image_uri`}
        urlName={`items.${i}.image_url`}
        label={t('ops-field-image')}
        hint={t('ops-image-hint')}
        required
      />
      <FormDateTimePicker
        control={control}
        name={`items.${i}.start_at`}
        label={t('ops-field-start-optional')}
        clearable
        now={now}
      />
      <FormDateTimePicker
        control={control}
        name={`items.${i}.end_at`}
        label={t('ops-field-end-optional')}
        clearable
        now={now}
        rules={{
          after: (v, all) => {
            const start = all.items[i]?.start_at;
            return v == null || start == null || v > start || t('ops-error-end');
          },
        }}
      />
      <FormSwitch control={control} name={`items.${i}.enabled`} label={t('ops-enabled')} />
    </Fields>
  );
}
