import { useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { RadioGroup } from '../../inputs/RadioGroup';
import { Switch } from '../../inputs/Switch';
import { TagInput } from '../../inputs/TagInput';
import { TextArea } from '../../inputs/TextArea';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { tagFormErrors, type TagFormErrors, type TagFormValue } from './tagForm';
import type { TagCategory } from './types';

import { theme } from '../../foundations/tokens';
export interface TagFormProps extends Omit<
  ComponentPropsWithRef<'form'>,
  'onChange' | 'onSubmit' | 'children'
> {
  /**
   * The form's values (controlled): name, topic flag, category, description, images, hot words,
   * aliases, symbol, published.
   */
  value: TagFormValue;
  /** Called with the whole new value on every edit of a field. */
  onChange: (value: TagFormValue) => void;
  /** Called only with a value that passes the form's checks. */
  onSubmit: (value: TagFormValue) => void;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /** Errors the server answered (e.g. `name: 'Repeat Tag'`), already translated. */
  serverErrors?: TagFormErrors;
  /** A save is running: the submit button shows a spinner and ignores clicks (default false). */
  submitting?: boolean;
  /** `create` labels the submit button "Create", `edit` (default) "Save". */
  mode?: 'create' | 'edit';
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[4]};

  & > [data-wide] {
    grid-column: 1 / -1;
  }

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;

type Category = TagCategory | 'none';

/**
 * A tag's fields (content §3: name, topic flag, description, cover and image, hot words, alias,
 * symbol; the category designed here): a missing name shows "Please input title first" next to
 * the field and submits nothing; the server's "Repeat Tag" comes back through `serverErrors`.
 */
export function TagForm({
  value,
  onChange,
  onSubmit,
  onCancel,
  serverErrors = {},
  submitting = false,
  mode = 'edit',
  ...rest
}: TagFormProps) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const local = tagFormErrors(value);
  const errorOf = (field: keyof TagFormErrors) =>
    (tried && local[field] ? t(local[field]) : undefined) ?? serverErrors[field];
  const set = <K extends keyof TagFormValue>(key: K, next: TagFormValue[K]) =>
    onChange({ ...value, [key]: next });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(local).length) return;
    onSubmit(value);
  };

  return (
    <form noValidate aria-label={t('desk-tag-form')} onSubmit={submit} {...rest}>
      <Grid>
        <TextInput
          label={t('desk-tag-name')}
          required
          value={value.name}
          onChange={(v) => set('name', v)}
          limit={50}
          error={errorOf('name')}
        />
        <TextInput
          label={t('desk-tag-symbol')}
          value={value.symbol}
          onChange={(v) => set('symbol', v)}
          limit={20}
        />
        <RadioGroup<Category>
          label={t('desk-tag-category')}
          orientation="horizontal"
          value={value.category ?? 'none'}
          onChange={(v) => set('category', v === 'none' ? null : v)}
          options={[
            { value: 'none', label: t('desk-tag-category-none') },
            { value: 'company', label: t('desk-tag-category-company') },
            { value: 'industry', label: t('desk-tag-category-industry') },
          ]}
        />
        <div>
          <Switch
            label={t('desk-tag-is-topic')}
            checked={value.is_topic}
            onChange={(v) => set('is_topic', v)}
          />
          <Switch
            label={t('desk-tag-publish')}
            checked={value.published}
            onChange={(v) => set('published', v)}
          />
        </div>
        <TextArea
          data-wide=""
          label={t('desk-tag-description')}
          value={value.description}
          onChange={(v) => set('description', v)}
          limit={1000}
        />
        <TextInput
          label={t('desk-tag-cover')}
          type="url"
          value={value.cover_url}
          onChange={(v) => set('cover_url', v)}
          error={errorOf('cover_url')}
        />
        <TextInput
          label={t('desk-tag-image')}
          type="url"
          value={value.image}
          onChange={(v) => set('image', v)}
          error={errorOf('image')}
        />
        <TagInput
          label={t('desk-tag-hot-words')}
          splitOnSpace
          max={50}
          value={value.hot_words}
          onChange={(v) => set('hot_words', v)}
        />
        <TagInput
          label={t('desk-tag-alias')}
          max={20}
          value={value.alias}
          onChange={(v) => set('alias', v)}
        />
      </Grid>
      <Actions>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('desk-tag-cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={submitting}>
          {t(mode === 'create' ? 'desk-tag-create' : 'desk-tag-save')}
        </Button>
      </Actions>
    </form>
  );
}
