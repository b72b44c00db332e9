import {
  DataGroupEditor,
  useToast,
  type DataGroupFormValues,
  type FieldRefusal,
  useTranslation,
} from '@newsdesk/ui';
import {
  dataErrorMessage,
  dataFieldError,
  useDataGroups,
  useDataSourceOptions,
  useSaveDataGroup,
} from '../../data/datasets';
import { PageHeader, Section } from './shared';

/** /content/data/groups: data groups with their sources, created and edited in place. */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const groups = useDataGroups();
  const sources = useDataSourceOptions('id');
  const save = useSaveDataGroup();

  const onSave = async (
    id: string | null,
    values: DataGroupFormValues,
  ): Promise<FieldRefusal<DataGroupFormValues> | undefined> => {
    try {
      await save.run({
        group: id ? (groups.rows?.find((g) => g.id === id) ?? null) : null,
        input: {
          name: values.name,
          description: values.description || null,
          source_ids: values.source_ids,
        },
      });
      toast.success(t('data-saved'));
      return undefined;
    } catch (e) {
      const field = dataFieldError(e);
      const name = field?.field;
      if (field && (name === 'name' || name === 'description')) {
        return { field: name, message: field.message };
      }
      toast.error(dataErrorMessage(e));
      throw e;
    }
  };

  return (
    <Section>
      <PageHeader title={t('screen-data-groups')} />
      <DataGroupEditor
        groups={groups.rows ?? []}
        loading={groups.loading && !groups.rows}
        error={groups.error && !groups.rows ? dataErrorMessage(groups.error) : null}
        onRetry={groups.retry}
        sourceOptions={sources}
        onSave={onSave}
      />
    </Section>
  );
}
