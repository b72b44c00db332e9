import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useForm, useFormContext, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { FormSwitch, FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import { OpsEditorShell, useOpsAnnouncer, OpsItem, useOpsListMoves } from './OpsEditorShell';
import { Card, Fields, ItemList, Muted } from './OpsSettings.styles';
import { CategoryPreview } from './previews';
import { OPS_LIMITS, newOpsId, type OpsEditorProps, type ReportCategoryValueData } from './types';

type Props = Omit<OpsEditorProps<ReportCategoryValueData>, 'onUploadImage' | 'onUploadError'>;

/** Whether `name` is used by another sibling (trimmed, case-insensitive, as the server checks). */
const takenBy = (names: readonly string[], index: number, name: string) => {
  const key = name.trim().toLowerCase();
  return key !== '' && names.some((n, i) => i < index && n.trim().toLowerCase() === key);
};

/**
 * /operation/omen/category: the report categories, first level with sub-categories, both levels
 * reorderable by keyboard (Move up, Move down) and sibling names unique.
 */
export function CategoryEditor({ value, onSave, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const form = useForm<ReportCategoryValueData>({ defaultValues: value, mode: 'onSubmit' });
  const { control } = form;
  const list = useFieldArray({ control, name: 'categories', keyName: '_key' });
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, announce] = useOpsAnnouncer();
  const moves = useOpsListMoves({
    announce,
    count: list.fields.length,
    move: list.move,
    remove: list.remove,
    nameOf: (i) => form.getValues(`categories.${i}.name`) || `${t('ops-category-item')} ${i + 1}`,
    listRef,
  });
  const full = list.fields.length >= OPS_LIMITS.categories;

  return (
    <OpsEditorShell
      form={form}
      label={t('ops-form-label', { name: t('ops-category-title') })}
      onSave={onSave}
      onDirtyChange={onDirtyChange}
      announcement={announcement}
      previewLabel={t('ops-preview-web')}
      preview={<CategoryPreview control={control} />}
    >
      <Card aria-labelledby="ops-category-list">
        <header>
          <h2 id="ops-category-list">{t('ops-category-list')}</h2>
          <Muted>{t('ops-count', { count: list.fields.length, max: OPS_LIMITS.categories })}</Muted>
        </header>
        {list.fields.length === 0 ? <Muted>{t('ops-list-empty')}</Muted> : null}
        <ItemList ref={listRef}>
          {list.fields.map((field, i) => (
            <CategoryFields
              key={field._key}
              control={control}
              index={i}
              count={list.fields.length}
              moves={moves}
              announce={announce}
            />
          ))}
        </ItemList>
        <div>
          <Button
            icon={<Plus aria-hidden />}
            disabled={full}
            onClick={() =>
              list.append({ id: newOpsId('cat'), name: '', enabled: true, children: [] })
            }
          >
            {full ? t('ops-list-full', { max: OPS_LIMITS.categories }) : t('ops-category-add')}
          </Button>
        </div>
      </Card>
    </OpsEditorShell>
  );
}

function CategoryFields({
  control,
  index: i,
  count,
  moves,
  announce,
}: {
  control: Control<ReportCategoryValueData>;
  index: number;
  count: number;
  moves: ReturnType<typeof useOpsListMoves>;
  announce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const name = useWatch({ control, name: `categories.${i}.name` }) ?? '';
  const enabled = useWatch({ control, name: `categories.${i}.enabled` });
  const { getValues } = useFormContext<ReportCategoryValueData>();
  const subs = useFieldArray({ control, name: `categories.${i}.children`, keyName: '_key' });
  const subsRef = useRef<HTMLOListElement>(null);
  const subMoves = useOpsListMoves({
    announce,
    count: subs.fields.length,
    move: subs.move,
    remove: subs.remove,
    nameOf: (j) =>
      getValues(`categories.${i}.children.${j}.name`) || `${t('ops-category-sub-item')} ${j + 1}`,
    listRef: subsRef,
  });
  const label = name.trim() || `${t('ops-category-item')} ${i + 1}`;
  const full = subs.fields.length >= OPS_LIMITS.subCategories;
  return (
    <OpsItem
      name={name}
      kind={t('ops-category-item')}
      index={i}
      count={count}
      enabled={enabled}
      onMove={moves.moveTo}
      onRemove={moves.removeAt}
    >
      <Fields>
        <FormTextInput
          control={control}
          name={`categories.${i}.name`}
          label={t('ops-field-name')}
          required
          limit={OPS_LIMITS.categoryName}
          rules={{
            unique: (v, all) =>
              !takenBy(
                all.categories.map((c) => c.name),
                i,
                v,
              ) || t('ops-error-name-taken'),
          }}
        />
        <FormSwitch control={control} name={`categories.${i}.enabled`} label={t('ops-enabled')} />
      </Fields>
      <div role="group" aria-label={t('ops-category-subs', { name: label })}>
        <ItemList ref={subsRef}>
          {subs.fields.map((field, j) => (
            <SubCategoryFields
              key={field._key}
              control={control}
              parent={i}
              index={j}
              count={subs.fields.length}
              moves={subMoves}
            />
          ))}
        </ItemList>
      </div>
      <div>
        <Button
          size="sm"
          icon={<Plus aria-hidden />}
          disabled={full}
          onClick={() => subs.append({ id: newOpsId('sub'), name: '', enabled: true })}
        >
          {full
            ? t('ops-list-full', { max: OPS_LIMITS.subCategories })
            : t('ops-category-sub-add', { name: label })}
        </Button>
      </div>
    </OpsItem>
  );
}

function SubCategoryFields({
  control,
  parent,
  index: j,
  count,
  moves,
}: {
  control: Control<ReportCategoryValueData>;
  parent: number;
  index: number;
  count: number;
  moves: ReturnType<typeof useOpsListMoves>;
}) {
  const { t } = useTranslation();
  const name = useWatch({ control, name: `categories.${parent}.children.${j}.name` }) ?? '';
  const enabled = useWatch({ control, name: `categories.${parent}.children.${j}.enabled` });
  return (
    <OpsItem
      nested
      name={name}
      kind={t('ops-category-sub-item')}
      index={j}
      count={count}
      enabled={enabled}
      onMove={moves.moveTo}
      onRemove={moves.removeAt}
    >
      <Fields>
        <FormTextInput
          control={control}
          name={`categories.${parent}.children.${j}.name`}
          label={t('ops-field-name')}
          required
          limit={OPS_LIMITS.categoryName}
          rules={{
            unique: (v, all) =>
              !takenBy(
                (all.categories[parent]?.children ?? []).map((c) => c.name),
                j,
                v,
              ) || t('ops-error-name-taken'),
          }}
        />
        <FormSwitch
          control={control}
          name={`categories.${parent}.children.${j}.enabled`}
          label={t('ops-enabled')}
        />
      </Fields>
    </OpsItem>
  );
}
