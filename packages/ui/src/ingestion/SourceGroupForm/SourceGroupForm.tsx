import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Image } from '../../feedback/Image';
import { Form } from '../../forms/Form';
import { FormCombobox, FormTextArea, FormTextInput } from '../../forms/FormControls';
import type { SelectOption } from '../../inputs/Select';
import { Button } from '../../primitives/Button';
import { Actions, Columns, Panel } from '../shared/styles';
import { useDirtyReport, useRefusableSubmit, type FieldRefusal } from '../shared/useFormRefusal';

/** A source group (operations §3): name, description, cover and related sources. */
export interface SourceGroupFormValues {
  name: string;
  description: string;
  cover: string;
  source_ids: string[];
}

export const emptySourceGroupValues: SourceGroupFormValues = {
  name: '',
  description: '',
  cover: '',
  source_ids: [],
};

const URL_PATTERN = /^https?:\/\/[^\s]+$/i;
export const GROUP_NAME_LIMIT = 100;

const Cover = styled.div`
  width: 160px;
`;

export interface SourceGroupFormProps {
  /** The group being edited; a new group starts from `emptySourceGroupValues`. */
  defaultValues?: SourceGroupFormValues;
  /** The sources that may be related (the current results of `onSourceSearch`). */
  sourceOptions: readonly SelectOption<string>[];
  /** Searches the sources as the user types (400 ms after the last key). */
  onSourceSearch?: (query: string) => void;
  /** A source search is running: the sources picker shows and announces it. */
  sourcesLoading?: boolean;
  /**
   * Called with valid values; Save is busy until it settles. Resolve with a refusal to show its
   * message next to its field; reject to keep what was typed.
   */
  onSubmit: (
    values: SourceGroupFormValues,
  ) => Promise<FieldRefusal<SourceGroupFormValues> | undefined>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /**
   * Called with true when the form gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: (dirty: boolean) => void;
}

/** A source group's form: name (required), description, cover (with its preview), related sources. */
export function SourceGroupForm({
  defaultValues = emptySourceGroupValues,
  sourceOptions,
  onSourceSearch,
  sourcesLoading,
  onSubmit,
  onCancel,
  onDirtyChange,
}: SourceGroupFormProps) {
  const { t } = useTranslation();
  const form = useForm<SourceGroupFormValues>({ defaultValues, mode: 'onSubmit' });
  const { control } = form;
  useDirtyReport(form, onDirtyChange);
  const submit = useRefusableSubmit(form, onSubmit);
  const cover = useWatch({ control, name: 'cover' });
  const name = useWatch({ control, name: 'name' });

  return (
    <Form form={form} errorSummary="none" onSubmit={submit}>
      <Panel aria-label={t('sg-form')}>
        <Columns>
          <FormTextInput
            control={control}
            name="name"
            label={t('sg-name')}
            required
            limit={GROUP_NAME_LIMIT}
            limitMessage={t('ing-too-long', { limit: GROUP_NAME_LIMIT })}
          />
          <FormTextInput
            control={control}
            name="cover"
            label={t('sg-cover')}
            placeholder="https://"
            rules={{ url: (v) => !v || URL_PATTERN.test(v) || t('ing-url-invalid') }}
          />
        </Columns>
        {cover && URL_PATTERN.test(cover) ? (
          <Cover>
            <Image src={cover} alt={t('sg-cover-preview', { name })} ratio={4 / 3} />
          </Cover>
        ) : null}
        <FormTextArea
          control={control}
          name="description"
          label={t('sg-description')}
          limit={2000}
          limitMessage={t('ing-too-long', { limit: 2000 })}
        />
        <FormCombobox<SourceGroupFormValues, 'source_ids', string, true>
          control={control}
          name="source_ids"
          label={t('sg-sources')}
          multiple
          options={sourceOptions}
          {...(onSourceSearch ? { onSearch: onSourceSearch } : {})}
          loading={sourcesLoading}
        />
        <Actions>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
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
