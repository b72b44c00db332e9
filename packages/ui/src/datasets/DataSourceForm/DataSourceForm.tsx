import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import {
  FormRadioGroup,
  FormSelect,
  FormTagInput,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { Select, type SelectOption } from '../../inputs/Select';
import { useDirtyReport, type FieldRefusal } from '../../ingestion/shared/useFormRefusal';
import { SourceFormLayout } from '../../ingestion/SourceForm/SourceFormLayout';
import { parseDatetime } from '../shared/datetime';
import { Columns } from '../shared/styles';
import {
  DATA_FREQUENCY_UNITS,
  DATETIME_FORMATS,
  type DataColumn,
  type DataFrequencyUnit,
  type DataSourceKind,
} from '../shared/types';
import { TablePreview } from '../TablePreview';

import { theme } from '../../foundations/tokens';
/** Every field of a data source (operations §3 Data source), as the form edits them. */
export interface DataSourceFormValues {
  symbol: string;
  name: string;
  description: string;
  type: DataSourceKind;
  country: string;
  category: string;
  /** Text while edited; a whole number 1 to 1000. */
  task_frequency: string;
  task_frequency_unit: DataFrequencyUnit | null;
  update_frequency: string;
  output_type: string;
  input_type: string;
  source_code: string;
  labels: string[];
  group_id: string | null;
  datetime_column: string | null;
  datetime_format: string | null;
  unique_key: string | null;
}

export const emptyDataSourceValues: DataSourceFormValues = {
  symbol: '',
  name: '',
  description: '',
  type: 'CUSTOM',
  country: '',
  category: '',
  task_frequency: '',
  task_frequency_unit: null,
  update_frequency: '',
  output_type: '',
  input_type: '',
  source_code: '',
  labels: [],
  group_id: null,
  datetime_column: null,
  datetime_format: 'YYYY-MM-DD',
  unique_key: null,
};

/** A table read from an uploaded file, waiting to be saved with the source. */
export interface ParsedDataFile {
  fileName: string;
  sheets: readonly string[];
  sheet: string | null;
  columns: readonly string[];
  rows: readonly (readonly (string | null)[])[];
}

export const DATA_SYMBOL_LIMIT = 32;
export const DATA_NAME_LIMIT = 120;
export const DATA_TEXT_LIMIT = 200;
export const DATA_DESCRIPTION_LIMIT = 2000;
export const DATA_CODE_LIMIT = 20_000;
export const DATA_FREQUENCY_MAX = 1000;
/** Largest file read (the server refuses more). */
export const DATA_FILE_LIMIT = 5 * 1024 * 1024;
const SYMBOL = /^[A-Za-z0-9_.-]+$/;

export interface DataSourceFormProps {
  /** The source being edited; a new source starts from `emptyDataSourceValues`. */
  defaultValues?: DataSourceFormValues;
  /** The saved table (columns and rows) of an existing source. */
  table?: { columns: readonly DataColumn[]; rows: readonly (readonly (string | null)[])[] } | null;
  /** The data groups the source may join. */
  groupOptions: readonly SelectOption<string>[];
  /** Reads a file (CSV or spreadsheet) into a table; rejects with the reason to show. */
  onParseFile: (file: File, sheet: string | null) => Promise<ParsedDataFile>;
  /**
   * Called with valid values and the uploaded table (null: keep the saved one). Resolve with a
   * refusal to show the server's reason next to its field; reject to keep what was typed.
   */
  onSubmit: (
    values: DataSourceFormValues,
    upload: ParsedDataFile | null,
  ) => Promise<FieldRefusal<DataSourceFormValues> | undefined>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /**
   * Called with true when the form gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: (dirty: boolean) => void;
  /** The symbol cannot change once saved (charts refer to it). */
  symbolLocked?: boolean;
}

const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: flex-end;

  label {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    font-weight: ${theme.font.weight.medium};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.text.danger};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

/**
 * A data source's form (operations §3 Data source): type (custom data or API data), symbol, name,
 * country, category, task frequency with its unit, update frequency, input and output type, source
 * code, labels, group; for custom data an uploaded CSV file or spreadsheet (its sheet), the datetime
 * column and its format and the unique key, with a preview of the parsed table. The table is
 * checked before anything is sent: a date that does not read in the format or a repeated key is
 * "Error data format" at its field.
 */
export function DataSourceForm({
  defaultValues = emptyDataSourceValues,
  table,
  groupOptions,
  onParseFile,
  onSubmit,
  onCancel,
  onDirtyChange,
  symbolLocked = false,
}: DataSourceFormProps) {
  const { t } = useTranslation();
  const form = useForm<DataSourceFormValues>({ defaultValues, mode: 'onSubmit' });
  const { control } = form;
  const fileId = useId();
  const [upload, setUpload] = useState<ParsedDataFile | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  /** The table against the chosen datetime column, format and unique key. */
  function checkTable(
    values: DataSourceFormValues,
  ): FieldRefusal<DataSourceFormValues> | undefined {
    if (!upload || upload.rows.length === 0) return undefined;
    const names = upload.columns;
    if (!values.datetime_column) return { field: 'datetime_column', message: t('data-required') };
    if (!values.datetime_format) return { field: 'datetime_format', message: t('data-required') };
    const dt = names.indexOf(values.datetime_column);
    const bad = upload.rows.findIndex(
      (r) => parseDatetime(r[dt], values.datetime_format!) === null,
    );
    if (dt < 0 || bad >= 0) {
      return {
        field: 'datetime_format',
        message: t('data-error-format-row', { row: bad + 2, value: upload.rows[bad]?.[dt] ?? '' }),
      };
    }
    if (values.unique_key) {
      const uk = names.indexOf(values.unique_key);
      const seen = new Set<string | null>();
      for (const r of upload.rows) {
        const v = r[uk] ?? null;
        if (seen.has(v)) {
          return { field: 'unique_key', message: t('data-error-format-key', { value: v ?? '' }) };
        }
        seen.add(v);
      }
    }
    return undefined;
  }

  useDirtyReport(form, (dirty) => onDirtyChange?.(dirty || upload !== null));
  const submit = async (values: DataSourceFormValues) => {
    const refusal = checkTable(values);
    if (refusal) return refusal;
    const result = await onSubmit(values, upload);
    if (!result) setUpload(null);
    return result;
  };
  const [type, datetimeColumn, uniqueKey] = useWatch({
    control,
    name: ['type', 'datetime_column', 'unique_key'],
  });

  const columns: readonly DataColumn[] = upload
    ? upload.columns.map((name) => ({ name }))
    : (table?.columns ?? []);
  const rows = upload ? upload.rows : (table?.rows ?? []);
  const columnOptions = columns.map((c) => ({
    value: c.name,
    label: c.title ? `${c.title} (${c.name})` : c.name,
  }));

  async function read(next: File, sheet: string | null) {
    setFileError(null);
    if (!/\.(csv|xlsx)$/i.test(next.name)) {
      setFileError(t('data-error-format'));
      return;
    }
    if (next.size > DATA_FILE_LIMIT) {
      setFileError(t('data-file-too-large'));
      return;
    }
    setReading(true);
    try {
      const parsed = await onParseFile(next, sheet);
      setFile(next);
      setUpload(parsed);
      onDirtyChange?.(true);
      const guess =
        parsed.columns.find((c) => /date|time|日期|时间/i.test(c)) ?? parsed.columns[0] ?? null;
      if (!parsed.columns.includes(form.getValues('datetime_column') ?? '')) {
        form.setValue('datetime_column', guess, { shouldDirty: true });
      }
      if (!parsed.columns.includes(form.getValues('unique_key') ?? '')) {
        form.setValue('unique_key', guess, { shouldDirty: true });
      }
    } catch (e) {
      setFileError(e instanceof Error && e.message ? e.message : t('data-error-format'));
    } finally {
      setReading(false);
    }
  }

  const text = (limit: number) => ({ limit, limitMessage: t('data-too-long', { limit }) });

  return (
    <SourceFormLayout
      form={form}
      label={t('data-source-form')}
      onSubmit={submit}
      onCancel={onCancel}
      intro={
        <FormRadioGroup<DataSourceFormValues, 'type', DataSourceKind>
          control={control}
          name="type"
          label={t('data-type')}
          required
          options={(['CUSTOM', 'API'] as const).map((v) => ({
            value: v,
            label: t(`data-type-${v}`),
          }))}
        />
      }
      columns={
        <>
          <FormTextInput
            control={control}
            name="symbol"
            label={t('data-symbol')}
            hint={t('data-symbol-hint')}
            required
            disabled={symbolLocked}
            {...text(DATA_SYMBOL_LIMIT)}
            rules={{ format: (v) => !v || SYMBOL.test(v) || t('data-symbol-format') }}
          />
          <FormTextInput
            control={control}
            name="name"
            label={t('data-name')}
            required
            {...text(DATA_NAME_LIMIT)}
          />
          <FormTextInput
            control={control}
            name="country"
            label={t('data-country')}
            {...text(DATA_TEXT_LIMIT)}
          />
          <FormTextInput
            control={control}
            name="category"
            label={t('data-category')}
            {...text(DATA_TEXT_LIMIT)}
          />
          <FormTextInput
            control={control}
            name="task_frequency"
            label={t('data-task-frequency')}
            inputMode="numeric"
            rules={{
              range: (v) =>
                !v ||
                (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= DATA_FREQUENCY_MAX) ||
                t('data-frequency-range', { max: DATA_FREQUENCY_MAX }),
            }}
          />
          <FormSelect<DataSourceFormValues, 'task_frequency_unit', DataFrequencyUnit>
            control={control}
            name="task_frequency_unit"
            label={t('data-task-frequency-unit')}
            clearable
            options={DATA_FREQUENCY_UNITS.map((u) => ({ value: u, label: t(`data-unit-${u}`) }))}
          />
          <FormTextInput
            control={control}
            name="update_frequency"
            label={t('data-update-frequency')}
            {...text(DATA_TEXT_LIMIT)}
          />
          <FormSelect<DataSourceFormValues, 'group_id', string>
            control={control}
            name="group_id"
            label={t('data-group')}
            clearable
            options={groupOptions}
          />
          <FormTextInput
            control={control}
            name="input_type"
            label={t('data-input-type')}
            {...text(DATA_TEXT_LIMIT)}
          />
          <FormTextInput
            control={control}
            name="output_type"
            label={t('data-output-type')}
            {...text(DATA_TEXT_LIMIT)}
          />
          <FormTagInput control={control} name="labels" label={t('data-labels')} max={20} />
        </>
      }
    >
      <FormTextArea
        control={control}
        name="description"
        label={t('data-description')}
        {...text(DATA_DESCRIPTION_LIMIT)}
      />
      {type === 'API' ? (
        <FormTextArea
          control={control}
          name="source_code"
          label={t('data-source-code')}
          hint={t('data-source-code-hint')}
          {...text(DATA_CODE_LIMIT)}
        />
      ) : null}

      <Heading>{t('data-table')}</Heading>
      <FileRow>
        <label htmlFor={fileId}>
          {t('data-file')}
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={reading}
            onChange={(e) => {
              const next = e.target.files?.[0];
              if (next) void read(next, null);
            }}
          />
        </label>
        {upload && upload.sheets.length > 0 ? (
          <Select<string>
            label={t('data-sheet')}
            options={upload.sheets.map((s) => ({ value: s, label: s }))}
            value={upload.sheet}
            onChange={(sheet) => {
              if (file && sheet) void read(file, sheet);
            }}
          />
        ) : null}
      </FileRow>
      <span role="status">
        {reading
          ? t('data-reading')
          : upload
            ? t('data-file-read', { name: upload.fileName, count: upload.rows.length })
            : ''}
      </span>
      {fileError ? <Problem role="alert">{fileError}</Problem> : null}
      <Columns>
        <FormSelect<DataSourceFormValues, 'datetime_column', string>
          control={control}
          name="datetime_column"
          label={t('data-datetime-column')}
          clearable
          options={columnOptions}
        />
        <FormSelect<DataSourceFormValues, 'datetime_format', string>
          control={control}
          name="datetime_format"
          label={t('data-datetime-format')}
          options={DATETIME_FORMATS.map((f) => ({ value: f, label: t(`data-format-${f}`) }))}
        />
        <FormSelect<DataSourceFormValues, 'unique_key', string>
          control={control}
          name="unique_key"
          label={t('data-unique-key')}
          clearable
          options={columnOptions}
        />
      </Columns>
      {columns.length ? (
        <TablePreview
          columns={columns}
          rows={rows}
          datetimeColumn={datetimeColumn}
          uniqueKey={uniqueKey}
        />
      ) : (
        <p>{t('data-table-empty')}</p>
      )}
    </SourceFormLayout>
  );
}
