import { FileText, ListPlus, X } from 'lucide-react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { AttachmentList } from './ArticleEditorForm.styles';
import type { ArticleEditorValues, RelatedContentField, RelatedContentValue } from './types';

const LABELS: Record<RelatedContentField, { legend: MessageKey; pick: MessageKey }> = {
  related_articles: { legend: 'ae-related-articles', pick: 'ae-related-pick-articles' },
  related_reports: { legend: 'ae-related-reports', pick: 'ae-related-pick-reports' },
};

export interface RelatedContentFieldProps {
  /** The article editor's form, which holds the field's value. */
  form: UseFormReturn<ArticleEditorValues>;
  /** Which field it edits: `related_articles` or `related_reports`. */
  name: RelatedContentField;
  /**
   * Opens the field's selection panel (articles, or institution reports) and resolves with the
   * picks, or null when it closes without any. The app loads the panel on demand.
   */
  onBrowse: (field: RelatedContentField) => Promise<RelatedContentValue[] | null>;
}

/**
 * Related articles or reports of an article (content §2 selection panels): the picks in order,
 * each removable, and a button that opens the panel. New picks join the list once each.
 */
export function RelatedContentFieldset({ form, name, onBrowse }: RelatedContentFieldProps) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name });
  const picked: RelatedContentValue[] = field.value ?? [];
  const labels = LABELS[name];
  return (
    <fieldset className="nd-fieldset">
      <legend>{t(labels.legend)}</legend>
      {picked.length > 0 ? (
        <AttachmentList aria-label={t(labels.legend)}>
          {picked.map((item) => (
            <li key={item.id}>
              <FileText aria-hidden />
              <span>{item.name}</span>
              <IconButton
                size="sm"
                label={t('ae-related-remove', { name: item.name })}
                icon={<X aria-hidden />}
                onClick={() => field.onChange(picked.filter((p) => p.id !== item.id))}
              />
            </li>
          ))}
        </AttachmentList>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        icon={<ListPlus aria-hidden />}
        onClick={async () => {
          const picks = await onBrowse(name);
          if (!picks || picks.length === 0) return;
          const current: RelatedContentValue[] = form.getValues(name) ?? [];
          const added = picks.filter((p) => !current.some((c) => c.id === p.id));
          form.setValue(name, [...current, ...added], { shouldDirty: true });
        }}
      >
        {t(labels.pick)}
      </Button>
    </fieldset>
  );
}
