import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect, FormSwitch, FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import {
  OpsEditorShell,
  useOpsAnnouncer,
  OpsImageField,
  OpsItem,
  useOpsListMoves,
} from './OpsEditorShell';
import { Card, Fields, ItemList, Muted } from './OpsSettings.styles';
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
  const list = useFieldArray({ control, name: 'sites', keyName: '_key' });
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, announce] = useOpsAnnouncer();
  const moves = useOpsListMoves({
    announce,
    count: list.fields.length,
    move: list.move,
    remove: list.remove,
    nameOf: (i) => form.getValues(`sites.${i}.name`) || `${t('ops-navigator-site')} ${i + 1}`,
    listRef,
  });
  const full = list.fields.length >= OPS_LIMITS.navigatorSites;

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
      <Card aria-labelledby="ops-navigator-sites">
        <header>
          <h2 id="ops-navigator-sites">{t('ops-navigator-sites')}</h2>
          <Muted>
            {t('ops-count', { count: list.fields.length, max: OPS_LIMITS.navigatorSites })}
          </Muted>
        </header>
        {list.fields.length === 0 ? <Muted>{t('ops-list-empty')}</Muted> : null}
        <ItemList ref={listRef}>
          {list.fields.map((field, i) => (
            <SiteFields
              key={field._key}
              control={control}
              index={i}
              count={list.fields.length}
              moves={moves}
              onUploadImage={onUploadImage}
              onUploadError={onUploadError}
            />
          ))}
        </ItemList>
        <div>
          <Button
            icon={<Plus aria-hidden />}
            disabled={full}
            onClick={() =>
              list.append({
                id: newOpsId('site'),
                name: '',
                url: '',
                icon_uri: null,
                icon_url: null,
                description: '',
                enabled: true,
              })
            }
          >
            {full ? t('ops-list-full', { max: OPS_LIMITS.navigatorSites }) : t('ops-navigator-add')}
          </Button>
        </div>
      </Card>
    </OpsEditorShell>
  );
}

function SiteFields({
  control,
  index: i,
  count,
  moves,
  onUploadImage,
  onUploadError,
}: {
  control: Control<NavigatorValueData>;
  index: number;
  count: number;
  moves: ReturnType<typeof useOpsListMoves>;
  onUploadImage: OpsEditorProps<NavigatorValueData>['onUploadImage'];
  onUploadError: OpsEditorProps<NavigatorValueData>['onUploadError'];
}) {
  const { t } = useTranslation();
  const name = useWatch({ control, name: `sites.${i}.name` }) ?? '';
  const enabled = useWatch({ control, name: `sites.${i}.enabled` });
  return (
    <OpsItem
      name={name}
      kind={t('ops-navigator-site')}
      index={i}
      count={count}
      enabled={enabled}
      onMove={moves.moveTo}
      onRemove={moves.removeAt}
    >
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
        <div data-wide="true">
          <OpsImageField<NavigatorValueData>
            name={`sites.${i}.icon_uri`}
            urlName={`sites.${i}.icon_url`}
            label={t('ops-field-icon')}
            hint={t('ops-navigator-icon-hint')}
            ratio={1}
            onUpload={onUploadImage}
            onUploadError={onUploadError}
          />
        </div>
        <FormSwitch control={control} name={`sites.${i}.enabled`} label={t('ops-enabled')} />
      </Fields>
    </OpsItem>
  );
}
