import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormDateTimePicker,
  FormSelect,
  FormSwitch,
  FormTextInput,
} from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import {
  OpsEditorShell,
  useOpsAnnouncer,
  OpsImageField,
  OpsItem,
  useOpsListMoves,
} from './OpsEditorShell';
import { Card, Fields, ItemList, Muted } from './OpsSettings.styles';
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
  const list = useFieldArray({ control, name: 'items', keyName: '_key' });
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, announce] = useOpsAnnouncer();
  const moves = useOpsListMoves({
    announce,
    count: list.fields.length,
    move: list.move,
    remove: list.remove,
    nameOf: (i) => form.getValues(`items.${i}.title`) || `${t('ops-banner-slide')} ${i + 1}`,
    listRef,
  });
  const full = list.fields.length >= OPS_LIMITS.bannerItems;
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
      <Card aria-labelledby="ops-banner-slides">
        <header>
          <h2 id="ops-banner-slides">{t('ops-banner-slides')}</h2>
          <Muted>
            {t('ops-count', { count: list.fields.length, max: OPS_LIMITS.bannerItems })}
          </Muted>
        </header>
        {list.fields.length === 0 ? <Muted>{t('ops-list-empty')}</Muted> : null}
        <ItemList ref={listRef}>
          {list.fields.map((field, i) => (
            <BannerItemFields
              key={field._key}
              control={control}
              index={i}
              count={list.fields.length}
              moves={moves}
              onUploadImage={onUploadImage}
              onUploadError={onUploadError}
              now={clock}
            />
          ))}
        </ItemList>
        <div>
          <Button
            icon={<Plus aria-hidden />}
            disabled={full}
            onClick={() =>
              list.append({
                id: newOpsId('slide'),
                title: '',
                image_uri: '',
                image_url: null,
                link: '',
                start_at: null,
                end_at: null,
                enabled: true,
              })
            }
          >
            {full ? t('ops-list-full', { max: OPS_LIMITS.bannerItems }) : t('ops-banner-add')}
          </Button>
        </div>
      </Card>
    </OpsEditorShell>
  );
}

function BannerItemFields({
  control,
  index: i,
  count,
  moves,
  onUploadImage,
  onUploadError,
  now,
}: {
  control: Control<BannerValueData>;
  index: number;
  count: number;
  moves: ReturnType<typeof useOpsListMoves>;
  onUploadImage: OpsEditorProps<BannerValueData>['onUploadImage'];
  onUploadError: OpsEditorProps<BannerValueData>['onUploadError'];
  now: number;
}) {
  const { t } = useTranslation();
  const title = useWatch({ control, name: `items.${i}.title` }) ?? '';
  const enabled = useWatch({ control, name: `items.${i}.enabled` });
  return (
    <OpsItem
      name={title}
      kind={t('ops-banner-slide')}
      index={i}
      count={count}
      enabled={enabled}
      onMove={moves.moveTo}
      onRemove={moves.removeAt}
    >
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
        <div data-wide="true">
          <OpsImageField<BannerValueData>
            name={`items.${i}.image_uri`}
            urlName={`items.${i}.image_url`}
            label={t('ops-field-image')}
            hint={t('ops-image-hint')}
            required
            onUpload={onUploadImage}
            onUploadError={onUploadError}
          />
        </div>
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
    </OpsItem>
  );
}
