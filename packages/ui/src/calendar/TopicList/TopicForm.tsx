import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Form } from '../../forms/Form';
import { FormCombobox, FormSelect, FormTextArea, FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import type { CalendarStatus } from '../calendarModel';

import { theme } from '../../foundations/tokens';
export type TopicChannel = 'TREASURY' | 'FAQ' | 'ROADMAP';
export const TOPIC_CHANNELS: readonly TopicChannel[] = ['TREASURY', 'FAQ', 'ROADMAP'];

/** The topic form's values (content §3 CalendarTopic); `channels` are the tabs it shows in. */
export interface TopicFormValues {
  name: string;
  status: Exclude<CalendarStatus, 'DELETED'>;
  description: string;
  period: string;
  website: string;
  organization: string;
  channels: TopicChannel[];
}

export const emptyTopicValues = (channel?: TopicChannel): TopicFormValues => ({
  name: '',
  status: 'PUBLISHED',
  description: '',
  period: '',
  website: '',
  organization: '',
  channels: channel ? [channel] : [],
});

export interface TopicFormProps {
  /** The topic being edited, or `emptyTopicValues()` for a new one. */
  defaultValues: TopicFormValues;
  /** Called with valid values, the text fields trimmed. */
  onSubmit: (values: TopicFormValues) => void | Promise<void>;
  /** A failed submit, with the "valid failed" message (for a toast). */
  onInvalid?: (errors: FieldErrors<TopicFormValues>, message: string) => void;
  /** Called by the Cancel button. */
  onCancel: () => void;
  /** Deletes the topic being edited (status deleted). */
  onDelete?: () => void;
  /** A save is running: the submit button shows a spinner and ignores clicks. */
  saving?: boolean;
  /** `new` names the form "New topic", `edit` "Edit topic". */
  mode: 'new' | 'edit';
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  .nd-spacer {
    flex: 1;
  }
`;

const URL_RE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/**
 * A calendar topic's form (content §3 CalendarTopic): name ("Please input title first"), status,
 * description, period, web site (an http(s) URL), organization and the tabs it shows in.
 */
export function TopicForm({
  defaultValues,
  onSubmit,
  onInvalid,
  onCancel,
  onDelete,
  saving,
  mode,
}: TopicFormProps) {
  const { t } = useTranslation();
  const form = useForm<TopicFormValues>({ defaultValues, mode: 'onSubmit' });
  const { control } = form;
  return (
    <Form
      form={form}
      onSubmit={(v) =>
        onSubmit({
          ...v,
          name: v.name.trim(),
          description: v.description.trim(),
          period: v.period.trim(),
          website: v.website.trim(),
          organization: v.organization.trim(),
        })
      }
      onInvalid={onInvalid}
      aria-label={mode === 'new' ? t('cal-topic-create-title') : t('cal-topic-edit-title')}
    >
      <Stack>
        <FormTextInput
          control={control}
          name="name"
          label={t('cal-topic-name')}
          required
          requiredMessage={t('cal-topic-name-required')}
          rules={{ blank: (v) => v.trim() !== '' || t('cal-topic-name-required') }}
          limit={100}
          validateOn="blur"
        />
        <FormTextArea
          control={control}
          name="description"
          label={t('cal-topic-description')}
          limit={500}
          rows={3}
        />
        <FormTextInput control={control} name="period" label={t('cal-topic-period')} limit={50} />
        <FormTextInput
          control={control}
          name="organization"
          label={t('cal-topic-organization')}
          limit={100}
        />
        <FormTextInput
          control={control}
          name="website"
          label={t('cal-topic-website')}
          type="url"
          rules={{ url: (v) => v.trim() === '' || URL_RE.test(v.trim()) || t('cal-url-invalid') }}
        />
        <FormCombobox<TopicFormValues, 'channels', TopicChannel, true>
          control={control}
          name="channels"
          label={t('cal-topic-channels')}
          multiple
          options={TOPIC_CHANNELS.map((c) => ({
            value: c,
            label: t(`cal-tab-${c}` as MessageKey),
          }))}
        />
        <FormSelect<TopicFormValues, 'status', TopicFormValues['status']>
          control={control}
          name="status"
          label={t('cal-topic-status')}
          options={[
            { value: 'PUBLISHED', label: t('cal-status-published') },
            { value: 'DRAFT', label: t('cal-status-draft') },
          ]}
        />
        <Actions>
          {onDelete ? (
            <Button variant="danger" onClick={onDelete}>
              {t('cal-delete')}
            </Button>
          ) : null}
          <span className="nd-spacer" />
          <Button onClick={onCancel}>{t('cal-cancel')}</Button>
          <Button type="submit" variant="primary" loading={saving}>
            {t('cal-save')}
          </Button>
        </Actions>
      </Stack>
    </Form>
  );
}
