import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch, FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import {
  OpsEditorShell,
  useOpsAnnouncer,
  OpsImageField,
  OpsItem,
  useOpsListMoves,
} from './OpsEditorShell';
import { Card, Fields, ItemList, Muted } from './OpsSettings.styles';
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
  const list = useFieldArray({ control, name: 'items', keyName: '_key' });
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, announce] = useOpsAnnouncer();
  const moves = useOpsListMoves({
    announce,
    count: list.fields.length,
    move: list.move,
    remove: list.remove,
    nameOf: (i) => form.getValues(`items.${i}.title`) || `${t('ops-entry-item')} ${i + 1}`,
    listRef,
  });
  const full = list.fields.length >= OPS_LIMITS.entryItems;

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
      <Card aria-labelledby="ops-entry-list">
        <header>
          <h2 id="ops-entry-list">{t('ops-entry-list')}</h2>
          <Muted>{t('ops-count', { count: list.fields.length, max: OPS_LIMITS.entryItems })}</Muted>
        </header>
        {list.fields.length === 0 ? <Muted>{t('ops-list-empty')}</Muted> : null}
        <ItemList ref={listRef}>
          {list.fields.map((field, i) => (
            <EntryItemFields
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
                id: newOpsId('entry'),
                title: '',
                image_uri: '',
                image_url: null,
                link: '',
                enabled: true,
              })
            }
          >
            {full ? t('ops-list-full', { max: OPS_LIMITS.entryItems }) : t('ops-entry-add')}
          </Button>
        </div>
      </Card>
    </OpsEditorShell>
  );
}

function EntryItemFields({
  control,
  index: i,
  count,
  moves,
  onUploadImage,
  onUploadError,
}: {
  control: Control<EntryValueData>;
  index: number;
  count: number;
  moves: ReturnType<typeof useOpsListMoves>;
  onUploadImage: OpsEditorProps<EntryValueData>['onUploadImage'];
  onUploadError: OpsEditorProps<EntryValueData>['onUploadError'];
}) {
  const { t } = useTranslation();
  const title = useWatch({ control, name: `items.${i}.title` }) ?? '';
  const enabled = useWatch({ control, name: `items.${i}.enabled` });
  return (
    <OpsItem
      name={title}
      kind={t('ops-entry-item')}
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
        <div data-wide="true">
          <OpsImageField<EntryValueData>
            name={`items.${i}.image_uri`}
            urlName={`items.${i}.image_url`}
            label={t('ops-field-icon')}
            hint={t('ops-image-hint')}
            required
            ratio={1}
            onUpload={onUploadImage}
            onUploadError={onUploadError}
          />
        </div>
        <FormSwitch control={control} name={`items.${i}.enabled`} label={t('ops-enabled')} />
      </Fields>
    </OpsItem>
  );
}
