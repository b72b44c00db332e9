import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import {
  FormDateTimePicker,
  FormSelect,
  FormSwitch,
  FormTextInput,
} from '../../forms/FormControls';
import { FormField } from '../../forms/FormField';
import { Checkbox } from '../../inputs/Checkbox';
import { OpsEditorShell, useOpsAnnouncer } from './OpsEditorShell';
import { OpsItemImage, OpsItemList } from './OpsItemList';
import { Fields, Muted } from './OpsSettings.styles';
import { SplashPreview } from './previews';
import {
  LINK_PATTERN,
  OPS_LIMITS,
  newOpsId,
  type OpsEditorProps,
  type OpsPlatform,
  type SplashValueData,
} from './types';

const DAY = 86_400_000;
const PLATFORMS: OpsPlatform[] = ['android', 'ios'];

/** /operation/splash: the app splash screens in priority order, each with its image, window and platforms. */
export function SplashEditor({
  value,
  onSave,
  onUploadImage,
  onUploadError,
  onDirtyChange,
  now,
}: OpsEditorProps<SplashValueData>) {
  const { t } = useTranslation();
  const form = useForm<SplashValueData>({ defaultValues: value, mode: 'onSubmit' });
  const { control } = form;
  const [announcement, announce] = useOpsAnnouncer();
  const [mountedAt] = useState(() => Date.now());
  const clock = now ?? mountedAt;

  return (
    <OpsEditorShell
      form={form}
      label={t('ops-form-label', { name: t('ops-splash-title') })}
      onSave={onSave}
      onDirtyChange={onDirtyChange}
      announcement={announcement}
      previewLabel={t('ops-preview-app')}
      preview={<SplashPreview control={control} now={clock} />}
    >
      <OpsItemList
        form={form}
        name="items"
        nameKey="title"
        kind={t('ops-splash-item')}
        headingId="ops-splash-list"
        heading={t('ops-splash-list')}
        max={OPS_LIMITS.splashItems}
        addLabel={t('ops-splash-add')}
        announce={announce}
        onUploadImage={onUploadImage}
        onUploadError={onUploadError}
        newItem={() => ({
          id: newOpsId('splash'),
          title: '',
          image_uri: '',
          image_url: null,
          link: '',
          platforms: [...PLATFORMS],
          start_at: clock,
          end_at: clock + 7 * DAY,
          duration: 3,
          enabled: true,
        })}
      >
        {(i) => <SplashItemFields control={control} index={i} now={clock} />}
      </OpsItemList>
    </OpsEditorShell>
  );
}

function SplashItemFields({
  control,
  index: i,
  now,
}: {
  control: Control<SplashValueData>;
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
        hint={t('ops-splash-title-hint')}
        required
        limit={OPS_LIMITS.splashTitle}
      />
      <FormTextInput
        control={control}
        name={`items.${i}.link`}
        label={t('ops-field-link')}
        hint={t('ops-field-link-optional-hint')}
        limit={OPS_LIMITS.link}
        rules={{ link: (v) => !v || LINK_PATTERN.test(v) || t('ops-error-link') }}
      />
      <OpsItemImage<SplashValueData>
        name={`items.${i}.image_uri`}
        urlName={`items.${i}.image_url`}
        label={t('ops-field-image')}
        hint={t('ops-image-hint')}
        required
        ratio={9 / 16}
      />
      <FormDateTimePicker
        control={control}
        name={`items.${i}.start_at`}
        label={t('ops-field-start')}
        required
        now={now}
      />
      <FormDateTimePicker
        control={control}
        name={`items.${i}.end_at`}
        label={t('ops-field-end')}
        required
        now={now}
        rules={{
          after: (v, all) => {
            const start = all.items[i]?.start_at;
            return v == null || start == null || v > start || t('ops-error-end');
          },
        }}
      />
      <FormField
        control={control}
        name={`items.${i}.platforms`}
        label={t('ops-splash-platforms')}
        rules={{ some: (v) => v.length > 0 || t('ops-error-platforms') }}
        validateOn="change"
        render={({ controlProps }) => (
          <fieldset
            className="nd-ops-choices"
            aria-describedby={controlProps.error ? `splash-${i}-platforms-error` : undefined}
          >
            <legend>{controlProps.label}</legend>
            {PLATFORMS.map((p) => (
              <Checkbox
                key={p}
                label={t(`ops-platform-${p}`)}
                checked={controlProps.value.includes(p)}
                onChange={(checked) =>
                  controlProps.onChange(
                    PLATFORMS.filter((x) => (x === p ? checked : controlProps.value.includes(x))),
                  )
                }
              />
            ))}
            {controlProps.error ? (
              <Muted role="alert" id={`splash-${i}-platforms-error`} data-error="true">
                {controlProps.error}
              </Muted>
            ) : null}
          </fieldset>
        )}
      />
      <FormSelect<SplashValueData, `items.${number}.duration`, number>
        control={control}
        name={`items.${i}.duration`}
        label={t('ops-splash-duration')}
        options={Array.from({ length: 10 }, (_, n) => ({
          value: n + 1,
          label: t('ops-seconds', { count: n + 1 }),
        }))}
      />
      <FormSwitch control={control} name={`items.${i}.enabled`} label={t('ops-enabled')} />
    </Fields>
  );
}
