import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RichTextEditor } from '../../editor/RichTextEditor';
import { Form } from '../../forms/Form';
import { FormField } from '../../forms/FormField';
import { FormTextInput } from '../../forms/FormControls';
import { Field, useField } from '../../inputs/Field';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { eventBodyHasContent } from '../EventForm';

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
  defaultValues: FaqFormValues;
  /** Valid items, titles and links trimmed, `link` null when empty. */
  onSubmit: (items: { title: string; body: string; link: string | null }[]) => void | Promise<void>;
  onInvalid?: (errors: FieldErrors<FaqFormValues>, message: string) => void;
  onCancel: () => void;
  saving?: boolean;
  mode: 'new' | 'edit';
}

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.weak};
  border-radius: ${({ theme }) => theme.radii.md};

  .nd-faq-head {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  h3 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
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
}: FaqEditorProps) {
  const { t } = useTranslation();
  const form = useForm<FaqFormValues>({ defaultValues, mode: 'onSubmit' });
  const { control } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });

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
                rules={{ content: (v) => eventBodyHasContent(v) || t('cal-faq-body-empty') }}
                render={({ controlProps }) => <FaqBody {...controlProps} />}
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

function FaqBody({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  name,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  required?: boolean | undefined;
  name: string;
}) {
  const ids = useField({ id: `faq-${name}`, hasHint: false, hasMessage: !!error });
  return (
    <Field label={label} required={required} message={error} ids={ids} labelTag="span">
      <RichTextEditor
        id={ids.controlId}
        label={typeof label === 'string' ? label : name}
        defaultValue={value}
        onChange={onChange}
        onBlur={onBlur}
        invalid={!!error}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
