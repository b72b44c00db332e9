import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Form } from '../../forms/Form';
import { FormCombobox, FormTextArea, FormTextInput } from '../../forms/FormControls';
import type { SelectOption } from '../../inputs/Select';
import { useRefusableSubmit, type FieldRefusal } from '../../ingestion/shared/useFormRefusal';
import { Button } from '../../primitives/Button';
import { Actions, Clamp, Panel } from '../shared/styles';

import { theme } from '../../foundations/tokens';
/** A data group as the editor shows it. */
export interface DataGroupRowData {
  id: string;
  name: string;
  description?: string | null;
  sources: readonly { id: string; symbol: string; name: string }[];
}

export interface DataGroupFormValues {
  name: string;
  description: string;
  source_ids: string[];
}

export const DATA_GROUP_NAME_LIMIT = 60;
export const DATA_GROUP_DESCRIPTION_LIMIT = 500;

export interface DataGroupEditorProps {
  /** The data groups, each with its sources, listed beside the form. */
  groups: readonly DataGroupRowData[];
  /** The groups are loading: placeholder rows on the first load, a busy list after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the groups. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** The data sources a group may hold. */
  sourceOptions: readonly SelectOption<string>[];
  /** Saves a group (`null`: a new one); resolve with a refusal to show it at its field. */
  onSave: (
    id: string | null,
    values: DataGroupFormValues,
  ) => Promise<FieldRefusal<DataGroupFormValues> | undefined>;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  gap: ${theme.space[4]};
  align-items: start;

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

function GroupForm({
  group,
  sourceOptions,
  onSave,
  onDone,
}: {
  group: DataGroupRowData | null;
  sourceOptions: readonly SelectOption<string>[];
  onSave: DataGroupEditorProps['onSave'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<DataGroupFormValues>({
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      source_ids: group?.sources.map((s) => s.id) ?? [],
    },
  });
  const submit = useRefusableSubmit(form, async (values) => {
    const refusal = await onSave(group?.id ?? null, values);
    if (!refusal) onDone();
    return refusal;
  });
  return (
    <Form form={form} errorSummary="none" onSubmit={submit}>
      <Panel aria-labelledby="data-group-form-title">
        <Heading id="data-group-form-title">
          {group ? t('data-group-edit', { name: group.name }) : t('data-group-new')}
        </Heading>
        <FormTextInput
          control={form.control}
          name="name"
          label={t('data-group-name')}
          required
          limit={DATA_GROUP_NAME_LIMIT}
          limitMessage={t('data-too-long', { limit: DATA_GROUP_NAME_LIMIT })}
        />
        <FormTextArea
          control={form.control}
          name="description"
          label={t('data-description')}
          limit={DATA_GROUP_DESCRIPTION_LIMIT}
          limitMessage={t('data-too-long', { limit: DATA_GROUP_DESCRIPTION_LIMIT })}
        />
        <FormCombobox<DataGroupFormValues, 'source_ids', string, true>
          control={form.control}
          name="source_ids"
          label={t('data-group-sources')}
          multiple
          options={sourceOptions}
        />
        <Actions>
          {group ? (
            <Button variant="secondary" onClick={onDone}>
              {t('action-cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('action-save')}
          </Button>
        </Actions>
      </Panel>
    </Form>
  );
}

/**
 * Data groups: the groups with their sources, and a form to create one or edit the one picked
 * (name required, description, the sources it holds).
 */
export function DataGroupEditor({
  groups,
  loading,
  error,
  onRetry,
  sourceOptions,
  onSave,
}: DataGroupEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const current = groups.find((g) => g.id === editing) ?? null;
  const columns: DataListColumn<DataGroupRowData>[] = [
    {
      key: 'name',
      header: t('data-group-name'),
      width: 'minmax(140px, 1fr)',
      cell: (g) => <Clamp>{g.name}</Clamp>,
    },
    {
      key: 'description',
      header: t('data-description'),
      width: 'minmax(140px, 1fr)',
      hideOnMobile: true,
      cell: (g) => <Clamp>{g.description || '—'}</Clamp>,
    },
    {
      key: 'sources',
      header: t('data-group-sources'),
      width: 'minmax(140px, 2fr)',
      cell: (g) => <Clamp>{g.sources.map((s) => s.symbol).join(', ') || '—'}</Clamp>,
    },
  ];
  return (
    <Layout>
      <DataList
        rows={groups}
        columns={columns}
        getRowId={(g) => g.id}
        label={t('data-groups-label')}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyTitle={t('data-groups-empty')}
        rowActions={(g) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('data-group-edit', { name: g.name })}
            onClick={() => setEditing(g.id)}
          >
            {t('action-edit')}
          </Button>
        )}
        rowActionsWidth={80}
      />
      <GroupForm
        key={current ? `${current.id}` : `new-${formKey}`}
        group={current}
        sourceOptions={sourceOptions}
        onSave={onSave}
        onDone={() => {
          setEditing(null);
          setFormKey((k) => k + 1);
        }}
      />
    </Layout>
  );
}
