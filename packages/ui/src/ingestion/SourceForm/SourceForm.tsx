import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { FormCombobox, FormSelect, FormTextArea, FormTextInput } from '../../forms/FormControls';
import type { SelectOption } from '../../inputs/Select';
import { INGESTION_STATUSES, type IngestionStatus } from '../shared/status';
import { SubSourceEditor, subSourceProblem, type SubSourceValue } from '../SubSourceEditor';
import { useDirtyReport, type FieldRefusal } from '../shared/useFormRefusal';
import { SourceFormLayout } from './SourceFormLayout';

/** Every field of a source (operations §3 Source), as the form edits them. */
export interface SourceFormValues {
  name: string;
  key: string;
  nickname: string;
  publish_frequency: string;
  website: string;
  publish_organization: string;
  description: string;
  type: string;
  crawler_source: string;
  avatar: string;
  cover: string;
  status: IngestionStatus;
  group_ids: string[];
  /** Its sub-sources in order; edited only when the form is given `subSources` (#15). */
  sub_sources?: SubSourceValue[];
}

export const emptySourceValues: SourceFormValues = {
  name: '',
  key: '',
  nickname: '',
  publish_frequency: '',
  website: '',
  publish_organization: '',
  description: '',
  type: '',
  crawler_source: '',
  avatar: '',
  cover: '',
  status: 'DRAFT',
  group_ids: [],
};

/** Limits of the form (the server allows 100 characters for a key). */
export const SOURCE_KEY_LIMIT = 100;
export const SOURCE_TEXT_LIMIT = 200;
export const SOURCE_DESCRIPTION_LIMIT = 2000;
const KEY_PATTERN = /^[A-Za-z0-9._-]+$/;
const URL_PATTERN = /^https?:\/\/[^\s]+$/i;

export interface SourceFormProps {
  /** The source being edited; a new source starts from `emptySourceValues`. */
  defaultValues?: SourceFormValues;
  /** The groups a source may join. */
  groupOptions: readonly SelectOption<string>[];
  /**
   * Called with valid values; the button is busy until it settles. Resolve with a refusal to show
   * the server's reason next to its field (a duplicate key); reject to keep what was typed.
   */
  onSubmit: (values: SourceFormValues) => Promise<FieldRefusal<SourceFormValues> | undefined>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /** Told when the form gains or loses unsaved changes (the leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The submit button's text (default "Save"). */
  submitLabel?: string;
  /** Shows the sub-source editor under the description (designed here, #15). */
  subSources?: boolean;
}

/**
 * A source's form (operations §3): name, unique key, short name, publish frequency, website,
 * publish organization, description, type, crawler source, avatar and cover, status and groups.
 * Bad input gets its message next to the field and nothing is sent.
 */
export function SourceForm({
  defaultValues = emptySourceValues,
  groupOptions,
  onSubmit,
  onCancel,
  onDirtyChange,
  submitLabel,
  subSources = false,
}: SourceFormProps) {
  const { t } = useTranslation();
  const form = useForm<SourceFormValues>({ defaultValues, mode: 'onSubmit' });
  const { control } = form;
  useDirtyReport(form, onDirtyChange);
  const url = (v: string) => !v || URL_PATTERN.test(v) || t('ing-url-invalid');
  const text = (limit: number) => ({
    limit,
    limitMessage: t('ing-too-long', { limit }),
  });

  return (
    <SourceFormLayout
      form={form}
      label={t('src-form')}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel={submitLabel}
      columns={
        <>
          <FormTextInput
            control={control}
            name="name"
            label={t('src-name')}
            required
            {...text(SOURCE_TEXT_LIMIT)}
          />
          <FormTextInput
            control={control}
            name="key"
            label={t('src-key')}
            hint={t('src-key-hint')}
            required
            {...text(SOURCE_KEY_LIMIT)}
            rules={{ format: (v) => !v || KEY_PATTERN.test(v) || t('src-key-format') }}
          />
          <FormTextInput
            control={control}
            name="nickname"
            label={t('src-nickname')}
            {...text(SOURCE_TEXT_LIMIT)}
          />
          <FormTextInput
            control={control}
            name="type"
            label={t('src-type')}
            {...text(SOURCE_TEXT_LIMIT)}
          />
          <FormTextInput
            control={control}
            name="publish_frequency"
            label={t('src-frequency')}
            hint={t('src-frequency-hint')}
            {...text(SOURCE_TEXT_LIMIT)}
          />
          <FormTextInput
            control={control}
            name="publish_organization"
            label={t('src-organization')}
            {...text(SOURCE_TEXT_LIMIT)}
          />
          <FormTextInput
            control={control}
            name="website"
            label={t('src-website')}
            placeholder="https://"
            {...text(SOURCE_TEXT_LIMIT)}
            rules={{ url }}
          />
          <FormTextInput
            control={control}
            name="crawler_source"
            label={t('src-crawler')}
            hint={t('src-crawler-hint')}
            {...text(SOURCE_KEY_LIMIT)}
          />
          <FormTextInput
            control={control}
            name="avatar"
            label={t('src-avatar')}
            placeholder="https://"
            {...text(SOURCE_TEXT_LIMIT)}
            rules={{ url }}
          />
          <FormTextInput
            control={control}
            name="cover"
            label={t('src-cover')}
            placeholder="https://"
            {...text(SOURCE_TEXT_LIMIT)}
            rules={{ url }}
          />
          <FormSelect<SourceFormValues, 'status', IngestionStatus>
            control={control}
            name="status"
            label={t('ing-status')}
            required
            options={INGESTION_STATUSES.map((s) => ({ value: s, label: t(`ing-status-${s}`) }))}
          />
          <FormCombobox<SourceFormValues, 'group_ids', string, true>
            control={control}
            name="group_ids"
            label={t('src-groups')}
            multiple
            options={groupOptions}
          />
        </>
      }
    >
      <FormTextArea
        control={control}
        name="description"
        label={t('src-description')}
        {...text(SOURCE_DESCRIPTION_LIMIT)}
      />
      {subSources ? (
        <Controller
          control={control}
          name="sub_sources"
          rules={{
            validate: (list) => {
              const problem = subSourceProblem(list ?? []);
              if (problem === 'incomplete') return t('src-sub-incomplete');
              if (problem === 'twice') return t('src-sub-key-twice');
              if (problem === 'format') return t('src-sub-format');
              return true;
            },
          }}
          render={({ field, fieldState }) => (
            <SubSourceEditor
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
    </SourceFormLayout>
  );
}
