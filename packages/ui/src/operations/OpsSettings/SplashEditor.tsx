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
import { FormField } from '../../forms/FormField';
import { Checkbox } from '../../inputs/Checkbox';
import { Button } from '../../primitives/Button';
import {
  OpsEditorShell,
  useOpsAnnouncer,
  OpsImageField,
  OpsItem,
  useOpsListMoves,
} from './OpsEditorShell';
import { Card, Fields, ItemList, Muted } from './OpsSettings.styles';
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
  const list = useFieldArray({ control, name: 'items', keyName: '_key' });
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, announce] = useOpsAnnouncer();
  const moves = useOpsListMoves({
    announce,
    count: list.fields.length,
    move: list.move,
    remove: list.remove,
    nameOf: (i) => form.getValues(`items.${i}.title`) || `${t('ops-splash-item')} ${i + 1}`,
    listRef,
  });
  const full = list.fields.length >= OPS_LIMITS.splashItems;
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
      <Card aria-labelledby="ops-splash-list">
        <header>
          <h2 id="ops-splash-list">{t('ops-splash-list')}</h2>
          <Muted>
            {t('ops-count', { count: list.fields.length, max: OPS_LIMITS.splashItems })}
          </Muted>
        </header>
        {list.fields.length === 0 ? <Muted>{t('ops-list-empty')}</Muted> : null}
        <ItemList ref={listRef}>
          {list.fields.map((field, i) => (
            <SplashItemFields
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
                id: newOpsId('splash'),
                title: '',
                image_uri: '',
                image_url: null,
                link: '',
                platforms: ['android', 'ios'],
                start_at: clock,
                end_at: clock + 7 * DAY,
                duration: 3,
                enabled: true,
              })
            }
          >
            {full ? t('ops-list-full', { max: OPS_LIMITS.splashItems }) : t('ops-splash-add')}
          </Button>
        </div>
      </Card>
    </OpsEditorShell>
  );
}

function SplashItemFields({
  control,
  index: i,
  count,
  moves,
  onUploadImage,
  onUploadError,
  now,
}: {
  control: Control<SplashValueData>;
  index: number;
  count: number;
  moves: ReturnType<typeof useOpsListMoves>;
  onUploadImage: OpsEditorProps<SplashValueData>['onUploadImage'];
  onUploadError: OpsEditorProps<SplashValueData>['onUploadError'];
  now: number;
}) {
  const { t } = useTranslation();
  const title = useWatch({ control, name: `items.${i}.title` }) ?? '';
  const enabled = useWatch({ control, name: `items.${i}.enabled` });
  return (
    <OpsItem
      name={title}
      kind={t('ops-splash-item')}
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
        <div data-wide="true">
          <OpsImageField<SplashValueData>
            name={`items.${i}.image_uri`}
            urlName={`items.${i}.image_url`}
            label={t('ops-field-image')}
            hint={t('ops-image-hint')}
            required
            ratio={9 / 16}
            onUpload={onUploadImage}
            onUploadError={onUploadError}
          />
        </div>
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
    </OpsItem>
  );
}
