import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Form } from '../../forms/Form';
import { FormField } from '../../forms/FormField';
import {
  FormCombobox,
  FormDateTimePicker,
  FormRadioGroup,
  FormTagInput,
  FormTextInput,
} from '../../forms/FormControls';
import type { SelectOption } from '../../inputs/Select';
import { Button } from '../../primitives/Button';
import { RichTextField } from '../../editor/RichTextField';
import { htmlHasContent } from '../../utils/sanitize';
import { DeskActions, DeskFields, DeskRow } from '../shared';
import { DESK_TITLE_LIMIT } from '../WallstreetArticles/WsArticleForm';
import type { ViewpointFormValues, ViewpointRowData } from './types';

export const VIEWPOINT_AUTHOR_LIMIT = 50;
export const VIEWPOINT_MAX_RELATED = 10;

export interface ViewpointFormProps {
  /** The viewpoint being edited; none for a new one. */
  item?: ViewpointRowData;
  /**
   * Called with valid values; resolve when saved, reject to keep what was typed (the caller says
   * why).
   */
  onSubmit: (values: ViewpointFormValues) => Promise<void>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /**
   * Called with true when the form gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: (dirty: boolean) => void;
  /** The tag picker's options (search results and the picked tags, by id). */
  tagOptions: readonly SelectOption<string>[];
  /**
   * Called with the typed text to search tags (after the typing delay); pass the results as
   * `tagOptions`.
   */
  onTagSearch: (query: string) => void;
  /** A tag search is running: the tag picker shows and announces it. */
  tagsLoading?: boolean;
  /** "Now": the display time of a new viewpoint, and the date picker's today. */
  now: number;
}

interface Values {
  author: string;
  title: string;
  body: string;
  symbols: string[];
  tag_ids: string[];
  display_time: number | null;
  status: 'draft' | 'published';
}

/**
 * The viewpoint editor: author, title, body on Plate, related symbols (chips, Enter or space adds)
 * and tags (searched), display time (GMT+8), publish or draft. "Please input title", "Please input
 * body content", "This is a required field"; bad input sends nothing.
 */
export function ViewpointForm({
  item,
  onSubmit,
  onCancel,
  onDirtyChange,
  tagOptions,
  onTagSearch,
  tagsLoading,
  now,
}: ViewpointFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    defaultValues: {
      author: item?.author ?? '',
      title: item?.title ?? '',
      body: item?.body ?? '',
      symbols: [...(item?.symbols ?? [])],
      tag_ids: item?.tags.map((tag) => tag.id) ?? [],
      display_time: item?.display_time ?? now,
      status: item?.status === 'published' ? 'published' : 'draft',
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  return (
    <Form
      form={form}
      aria-label={t('desk-vp-form')}
      onSubmit={async (v) => {
        try {
          await onSubmit({
            author: v.author.trim(),
            title: v.title.trim(),
            body: v.body,
            symbols: v.symbols,
            tag_ids: v.tag_ids,
            display_time: v.display_time ?? now,
            status: v.status,
          });
          form.reset(v);
        } catch {
          // Refused: the caller said why; what was typed stays.
        }
      }}
    >
      <DeskFields>
        <DeskRow>
          <FormTextInput<Values, 'author'>
            name="author"
            label={t('desk-field-author')}
            required
            requiredMessage={t('desk-required')}
            limit={VIEWPOINT_AUTHOR_LIMIT}
          />
          <FormDateTimePicker<Values, 'display_time'>
            name="display_time"
            label={t('desk-field-display-time')}
            required
            now={now}
          />
        </DeskRow>
        <FormTextInput<Values, 'title'>
          name="title"
          label={t('desk-field-title')}
          required
          requiredMessage={t('desk-title-required')}
          limit={DESK_TITLE_LIMIT}
        />
        <FormField
          control={form.control}
          name="body"
          label={t('desk-field-body')}
          required
          requiredMessage={t('desk-body-required')}
          rules={{ content: (v) => htmlHasContent(String(v)) || t('desk-body-required') }}
          render={({ controlProps }) => <RichTextField {...controlProps} />}
        />
        <DeskRow>
          <FormTagInput<Values, 'symbols'>
            name="symbols"
            label={t('desk-field-symbols')}
            hint={t('desk-field-symbols-hint')}
            splitOnSpace
            max={VIEWPOINT_MAX_RELATED}
          />
          <FormCombobox<Values, 'tag_ids', string, true>
            name="tag_ids"
            label={t('desk-field-tags')}
            multiple
            options={tagOptions}
            onSearch={onTagSearch}
            loading={tagsLoading}
          />
        </DeskRow>
        <FormRadioGroup<Values, 'status', 'draft' | 'published'>
          name="status"
          label={t('desk-field-status')}
          options={[
            { value: 'published', label: t('desk-vp-publish') },
            { value: 'draft', label: t('status-draft') },
          ]}
        />
      </DeskFields>
      <DeskActions>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('action-cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('action-save')}
        </Button>
      </DeskActions>
    </Form>
  );
}
