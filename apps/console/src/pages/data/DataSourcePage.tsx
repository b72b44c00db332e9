import {
  Button,
  DataSourceForm,
  emptyDataSourceValues,
  useToast,
  type DataSourceFormValues,
  type ParsedDataFile,
  useTranslation,
} from '@newsdesk/ui';
import { useNavigate, useParams } from 'react-router';
import {
  dataErrorMessage,
  dataFieldError,
  isDuplicateSymbol,
  parseDataFile,
  useDataGroupOptions,
  useDataSource,
  useSaveDataSource,
  type DataSourceDetail,
  type DataSourceInput,
} from '../../data/datasets';
import { ReadFailure } from '../../shell/ReadFailure';
import { RouterLink } from '../../shell/RouterLink';
import { DataTaskSection } from './DataTaskSection';
import { PageHeader, Section, useLeaveGuard } from './shared';

const valuesOf = (s: DataSourceDetail): DataSourceFormValues => ({
  symbol: s.symbol,
  name: s.name,
  description: s.description ?? '',
  type: s.type,
  country: s.country ?? '',
  category: s.category ?? '',
  task_frequency: s.task_frequency ? String(s.task_frequency) : '',
  task_frequency_unit: s.task_frequency_unit ?? null,
  update_frequency: s.update_frequency ?? '',
  output_type: s.output_type ?? '',
  input_type: s.input_type ?? '',
  source_code: s.source_code ?? '',
  labels: [...s.labels],
  group_id: s.group?.id ?? null,
  datetime_column: s.datetime_column ?? null,
  datetime_format: s.datetime_format ?? null,
  unique_key: s.unique_key ?? null,
});

const inputOf = (v: DataSourceFormValues, upload: ParsedDataFile | null): DataSourceInput => {
  const orNull = (text: string) => (text ? text : null);
  return {
    symbol: v.symbol,
    name: v.name,
    description: orNull(v.description),
    type: v.type,
    country: orNull(v.country),
    category: orNull(v.category),
    task_frequency: v.task_frequency ? Number(v.task_frequency) : null,
    task_frequency_unit: v.task_frequency_unit,
    update_frequency: orNull(v.update_frequency),
    output_type: orNull(v.output_type),
    input_type: orNull(v.input_type),
    source_code: orNull(v.source_code),
    labels: v.labels,
    group_id: v.group_id,
    datetime_column: v.datetime_column,
    datetime_format: v.datetime_format,
    unique_key: v.unique_key,
    ...(upload
      ? {
          columns: upload.columns.map((name) => ({ name })),
          rows: upload.rows.map((r) => [...r]),
          sheets: upload.sheet ? [upload.sheet] : [],
        }
      : {}),
  };
};

/**
 * /content/data/sources/:symbol (operations §3 Data source): every field of a data source and its
 * table, replaced by uploading a CSV file or a spreadsheet (read on the server, previewed, checked,
 * then saved); `/content/data/sources/new` creates one.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { symbol: param } = useParams();
  const isNew = param === 'new';
  const read = useDataSource(!isNew && param ? param : null);
  const groups = useDataGroupOptions();
  const save = useSaveDataSource();
  const guard = useLeaveGuard();

  const submit = async (values: DataSourceFormValues, upload: ParsedDataFile | null) => {
    try {
      const saved = await save.run({
        id: isNew ? null : (read.source?.id ?? null),
        version: read.source?.version ?? 0,
        // A saved source's symbol is locked (a disabled field is left out of the form's values).
        input: inputOf(
          { ...values, symbol: isNew ? values.symbol : (read.source?.symbol ?? values.symbol) },
          upload,
        ),
      });
      guard.markSaved();
      toast.success(t('data-saved'));
      if (isNew || saved.symbol !== param) {
        void navigate(`/content/data/sources/${encodeURIComponent(saved.symbol)}`, {
          replace: true,
        });
      }
      return undefined;
    } catch (e) {
      if (isDuplicateSymbol(e))
        return { field: 'symbol' as const, message: t('data-symbol-taken') };
      const field = dataFieldError(e);
      const name = field?.field.replace(/\[\d+\]$/, '');
      if (field && name === 'rows')
        return { field: 'datetime_format' as const, message: field.message };
      if (field && name && name in emptyDataSourceValues) {
        return { field: name as keyof DataSourceFormValues, message: field.message };
      }
      toast.error(dataErrorMessage(e));
      throw e;
    }
  };

  const onParseFile = async (file: File, sheet: string | null): Promise<ParsedDataFile> => {
    try {
      const table = await parseDataFile(file, sheet);
      return { fileName: file.name, ...table };
    } catch (e) {
      throw new Error(dataErrorMessage(e));
    }
  };

  if (!isNew && !read.loading && !read.source) {
    return (
      <Section>
        <PageHeader title={t('screen-data-source')} />
        <ReadFailure
          error={read.error}
          missing={t('data-not-found')}
          failed={t('data-source-load-error')}
          onRetry={read.retry}
          describe={dataErrorMessage}
          action={<RouterLink href="/content/data/sources">{t('data-back')}</RouterLink>}
        />
      </Section>
    );
  }
  if (!isNew && !read.source) {
    return (
      <Section aria-busy="true">
        <PageHeader title={t('screen-data-source')} />
      </Section>
    );
  }
  const source = read.source;
  return (
    <Section>
      <PageHeader title={source ? `${source.name} (${source.symbol})` : t('data-source-new')}>
        {source ? (
          <Button
            variant="ghost"
            onClick={() =>
              void navigate(`/content/data/charts?k=${encodeURIComponent(source.symbol)}`)
            }
          >
            {t('data-open-chart')}
          </Button>
        ) : null}
      </PageHeader>
      {source?.type === 'API' ? <DataTaskSection symbol={source.symbol} /> : null}
      <DataSourceForm
        key={source ? `${source.id}:${source.version}` : 'new'}
        {...(source
          ? {
              defaultValues: valuesOf(source),
              table: { columns: source.columns, rows: source.rows },
            }
          : {})}
        symbolLocked={!!source}
        groupOptions={groups}
        onParseFile={onParseFile}
        onSubmit={submit}
        onCancel={() => void navigate('/content/data/sources')}
        onDirtyChange={guard.onDirtyChange}
      />
    </Section>
  );
}
