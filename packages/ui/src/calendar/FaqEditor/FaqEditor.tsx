import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { RichTextField } from '../../editor/RichTextField';
import { DraftNotice } from '../../feedback/DraftNotice';
import { Form } from '../../forms/Form';
import { FormField } from '../../forms/FormField';
import { FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { htmlHasContent } from '../../utils/sanitize';

import { theme } from '../../foundations/tokens';
/** One FAQ question (content §3 Faq items: title, body, link). */
export interface FaqItemValues {
  title: string;
  /** HTML. */
  body: string;
  /** Optional link for further reading ('' for none). */
  link: string;
}

export interface FaqFormValues {
  items: FaqItemValues[];
}

export const FAQ_MAX_ITEMS = 100;
const URL_RE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
export const emptyFaqItem = (): FaqItemValues => ({ title: '', body: '', link: '' });

export interface FaqEditorProps {
  /** The FAQ the editor starts from: its questions, with a title, a body and a link each. */
  defaultValues: FaqFormValues;
  /** Valid items, titles and links trimmed, `link` null when empty. */
  onSubmit: (items: { title: string; body: string; link: string | null }[]) => void | Promise<void>;
  /** A failed submit, with the "valid failed" message (for a toast). */
  onInvalid?: (errors: FieldErrors<FaqFormValues>, message: string) => void;
  /** Called by the Cancel button. */
  onCancel: () => void;
  /** A save is running: the submit button shows a spinner and ignores clicks. */
  saving?: boolean;
  /** `new` names the form "New FAQ", `edit` "Edit FAQ". */
  mode: 'new' | 'edit';
  /**
   * Unsaved edits kept in this browser from an earlier visit: offered back above the questions
   * (Restore puts them in the form, Discard calls `onDraftDiscard`).
   */
  draft?: { values: FaqFormValues; savedAt: number } | null;
  /** Called by the draft notice's Discard: delete the local draft. */
  onDraftDiscard?: () => void;
  /** Every change of the values, and whether they now differ from `defaultValues`. */
  onValuesChange?: (values: FaqFormValues, dirty: boolean) => void;
}

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};

  .nd-faq-head {
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
  h3 {
    flex: 1;
    margin: 0;
    font-size: ${theme.font.size.md};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
  .nd-spacer {
    flex: 1;
  }
`;

/**
 * The FAQ editor (content §3 Faq, §5): an ordered list of questions, each with a title, a Plate body
 * and an optional link; add, remove and reorder. "The FAQ title is empty" and "The FAQ content is
 * empty" show by the item's field and nothing is sent.
 */
export function FaqEditor({
  defaultValues,
  onSubmit,
  onInvalid,
  onCancel,
  saving,
  mode,
  draft,
  onDraftDiscard,
  onValuesChange,
}: FaqEditorProps) {
  const { t } = useTranslation();
  const form = useForm<FaqFormValues>({ defaultValues, mode: 'onSubmit' });
  const { control } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const [offered, setOffered] = useState(true);
  const baseline = useRef(JSON.stringify(defaultValues));
  const latest = useRef(onValuesChange);
  useEffect(() => {
    latest.current = onValuesChange;
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          latest.current?.(values, JSON.stringify(values) !== baseline.current),
      }),
    [form],
  );

  return (
    <Form
      form={form}
      onSubmit={(v) =>
        onSubmit(
          v.items.map((i) => ({
            title: i.title.trim(),
            body: i.body,
            link: i.link.trim() === '' ? null : i.link.trim(),
          })),
        )
      }
      onInvalid={onInvalid}
      aria-label={mode === 'new' ? t('cal-faq-create-title') : t('cal-faq-edit-title')}
    >
      {draft && offered ? (
        <DraftNotice
          savedAt={draft.savedAt}
          onRestore={() => {
            setOffered(false);
            form.reset(draft.values, { keepDefaultValues: true });
            latest.current?.(draft.values, JSON.stringify(draft.values) !== baseline.current);
          }}
          onDiscard={() => {
            setOffered(false);
            onDraftDiscard?.();
          }}
        />
      ) : null}
      <Items>
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <Item key={field.id} aria-labelledby={`faq-item-${field.id}`}>
              <div className="nd-faq-head">
                <h3 id={`faq-item-${field.id}`}>{t('cal-faq-item', { n })}</h3>
                <IconButton
                  size="sm"
                  variant="ghost"
                  label={t('cal-move-up', { n })}
                  icon={<ArrowUp aria-hidden size={14} />}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <IconButton
                  size="sm"
                  variant="ghost"
                  label={t('cal-move-down', { n })}
                  icon={<ArrowDown aria-hidden size={14} />}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <IconButton
                  size="sm"
                  variant="ghost"
                  label={t('cal-faq-remove', { n })}
                  icon={<Trash2 aria-hidden size={14} />}
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                />
              </div>
              <FormTextInput
                control={control}
                name={`items.${index}.title`}
                label={t('cal-faq-title', { n })}
                required
                requiredMessage={t('cal-faq-title-empty')}
                rules={{ blank: (v) => v.trim() !== '' || t('cal-faq-title-empty') }}
                limit={200}
                validateOn="blur"
              />
              <FormField
                control={control}
                name={`items.${index}.body`}
                label={t('cal-faq-body', { n })}
                required
                requiredMessage={t('cal-faq-body-empty')}
                rules={{ content: (v) => htmlHasContent(v) || t('cal-faq-body-empty') }}
                render={({ controlProps }) => <RichTextField {...controlProps} />}
              />
              <FormTextInput
                control={control}
                name={`items.${index}.link`}
                label={t('cal-faq-link', { n })}
                type="url"
                rules={{
                  url: (v) => v.trim() === '' || URL_RE.test(v.trim()) || t('cal-url-invalid'),
                }}
              />
            </Item>
          );
        })}
      </Items>
      <Actions>
        <Button
          icon={<Plus aria-hidden size={16} />}
          disabled={fields.length >= FAQ_MAX_ITEMS}
          onClick={() => append(emptyFaqItem())}
        >
          {t('cal-faq-add')}
        </Button>
        <span className="nd-spacer" />
        <Button onClick={onCancel}>{t('cal-cancel')}</Button>
        <Button type="submit" variant="primary" loading={saving}>
          {t('cal-save')}
        </Button>
      </Actions>
    </Form>
  );
}
