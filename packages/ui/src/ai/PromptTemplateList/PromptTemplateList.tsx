import { useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { ConfirmDialog } from '../../overlays/ConfirmDialog';
import { Button } from '../../primitives/Button';
import { formatChinaTime } from '../../utils/chinaTime';

import { theme } from '../../foundations/tokens';
/** A prompt template in the list (operations §3 AI content). */
export interface PromptTemplateRow {
  id: number;
  name: string;
  model: string;
  variables: readonly string[];
  common_prompts: readonly string[];
  version: number;
  updated_at: number;
}

export interface PromptTemplateListProps<T extends PromptTemplateRow = PromptTemplateRow> {
  /** The prompt templates, in display order. */
  items: readonly T[];
  /** The templates are loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Called by the New template button. */
  onCreate: () => void;
  /** Called with the template when its row's Edit button is pressed. */
  onEdit: (row: T) => void;
  /** Resolves when deleted; rejects to keep the dialog open (the caller says why). */
  onDelete: (row: T) => Promise<void>;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Codes = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
`;

const Muted = styled.span`
  color: ${theme.color.text.secondary};
`;

const RowActions = styled.div`
  display: flex;
  gap: ${theme.space[1]};
`;

/** The prompt templates: name, model, variables and last change; edit and delete (confirmed). */
export function PromptTemplateList<T extends PromptTemplateRow>({
  items,
  loading,
  error,
  onRetry,
  onCreate,
  onEdit,
  onDelete,
}: PromptTemplateListProps<T>) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<T | null>(null);
  const columns: DataListColumn<T>[] = [
    { key: 'name', header: t('ai-tpl-name'), width: 'minmax(180px, 2fr)', cell: (r) => r.name },
    {
      key: 'model',
      header: t('ai-tpl-model'),
      width: 'minmax(120px, 1fr)',
      hideOnMobile: true,
      cell: (r) => (r.model ? <code>{r.model}</code> : <Muted>{t('ai-tpl-default-model')}</Muted>),
    },
    {
      key: 'variables',
      header: t('ai-tpl-variables'),
      width: 'minmax(160px, 2fr)',
      cell: (r) =>
        r.variables.length ? (
          <Codes>
            {r.variables.map((v) => (
              <code key={v}>{v}</code>
            ))}
          </Codes>
        ) : (
          <Muted>{t('ai-tpl-no-variables')}</Muted>
        ),
    },
    {
      key: 'updated',
      header: t('ing-updated'),
      width: 150,
      hideOnMobile: true,
      cell: (r) => formatChinaTime(r.updated_at),
    },
  ];
  return (
    <Section>
      <Toolbar>
        <Button variant="primary" onClick={onCreate}>
          {t('ai-tpl-new')}
        </Button>
      </Toolbar>
      <DataList
        rows={items}
        columns={columns}
        getRowId={(r) => String(r.id)}
        label={t('ai-tpl-list')}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyTitle={t('ai-tpl-empty')}
        rowActionsWidth={180}
        rowActions={(r) => (
          <RowActions>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onEdit(r)}
              aria-label={t('ai-tpl-edit-named', { name: r.name })}
            >
              {t('action-edit')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setDeleting(r)}
              aria-label={t('ai-tpl-delete-named', { name: r.name })}
            >
              {t('action-delete')}
            </Button>
          </RowActions>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t('ai-tpl-delete-title', { name: deleting?.name ?? '' })}
        message={t('ai-tpl-delete-message')}
        confirmLabel={t('action-delete')}
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
        }}
      />
    </Section>
  );
}
