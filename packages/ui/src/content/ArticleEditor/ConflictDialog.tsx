import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { formatChinaTime } from '../../utils/chinaTime';
import { htmlToText } from '../../utils/sanitize';
import { diffLines, type DiffRow } from './diff';
import type { ArticleEditorValues } from './types';

import { theme } from '../../foundations/tokens';
/** The fields compared, in form order, with how each is shown as text. */
const FIELDS: { key: keyof ArticleEditorValues; label: MessageKey; html?: boolean }[] = [
  { key: 'title', label: 'ae-title' },
  { key: 'body_summary', label: 'ae-summary' },
  { key: 'body', label: 'ae-body', html: true },
  { key: 'body_preview', label: 'ae-preview', html: true },
  { key: 'cover_url', label: 'ae-cover' },
  { key: 'tag_ids', label: 'ae-tags' },
  { key: 'planned_publish_at', label: 'ae-planned-time' },
  { key: 'display_time', label: 'ae-display-time' },
  { key: 'vip_visibility', label: 'ae-vip-visibility' },
  { key: 'source_uri', label: 'ae-source-url' },
  { key: 'external_link', label: 'ae-external-link' },
  { key: 'platforms', label: 'ae-platforms' },
  { key: 'importance', label: 'ae-importance' },
];

const TIME_FIELDS = new Set<keyof ArticleEditorValues>(['planned_publish_at', 'display_time']);

const LABELLED: Partial<Record<keyof ArticleEditorValues, string>> = {
  vip_visibility: 'ae-vip-',
  importance: 'ae-importance-',
};

function asLines(
  values: ArticleEditorValues,
  key: keyof ArticleEditorValues,
  t: TFunction,
  html?: boolean,
) {
  const value = values[key];
  const prefix = LABELLED[key];
  if (prefix && typeof value === 'number') return [t(`${prefix}${value}` as MessageKey)];
  if (html)
    return htmlToText(String(value ?? ''))
      .split('\n')
      .filter(Boolean);
  if (value === null || value === undefined || value === '') return [];
  if (TIME_FIELDS.has(key) && typeof value === 'number') return [formatChinaTime(value)];
  if (Array.isArray(value))
    return [value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')];
  return [String(value)];
}

const Compare = styled.div`
  max-height: 50vh;
  overflow: auto;
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};

  table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
    font-size: ${theme.font.size.sm};
  }
  th {
    position: sticky;
    top: 0;
    background: ${theme.color.bg.subtle};
    text-align: left;
    padding: ${theme.space[2]};
    color: ${theme.color.text.secondary};
    font-weight: ${theme.font.weight.semibold};
  }
  th[scope='row'] {
    position: static;
    vertical-align: top;
  }
  thead th:first-child {
    width: 20%;
  }
  td {
    padding: ${theme.space[1]} ${theme.space[2]};
    vertical-align: top;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    border-top: 1px solid ${theme.color.border.weak};
    color: ${theme.color.text.primary};
  }
  td[data-change='removed'],
  td[data-change='changed-left'] {
    background: ${theme.color.bg.dangerSubtle};
  }
  td[data-change='added'],
  td[data-change='changed-right'] {
    background: ${theme.color.bg.successSubtle};
  }
`;

const Summary = styled.p`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

export interface ConflictDialogProps {
  /** Whether the dialog is shown (a save was refused because the article changed on the server). */
  open: boolean;
  /**
   * Called with false when the dialog is dismissed without a choice (Escape or the close button).
   */
  onOpenChange?: (open: boolean) => void;
  /** The version the local edits started from. */
  baseVersion: number;
  /** The version now on the server. */
  theirVersion: number;
  /** The local values (my edits), shown on the left of the comparison. */
  mine: ArticleEditorValues;
  /** The values now on the server, shown on the right of the comparison. */
  theirs: ArticleEditorValues;
  /** Overwrite the server with my values (saved on top of their version). */
  onKeepMine: () => void;
  /** Drop my edits and load theirs. */
  onTakeTheirs: () => void;
  /** Open with the comparison shown. */
  defaultCompare?: boolean;
}

function Cell({ row, side }: { row: DiffRow; side: 'left' | 'right' }) {
  const { t } = useTranslation();
  const text = side === 'left' ? row.left : row.right;
  const change =
    row.kind === 'same'
      ? undefined
      : row.kind === 'changed'
        ? `changed-${side}`
        : text === null
          ? undefined
          : row.kind;
  const sr =
    change === 'removed' || change === 'changed-left'
      ? t('ae-diff-removed')
      : change === 'added' || change === 'changed-right'
        ? t('ae-diff-added')
        : null;
  return (
    <td data-change={change}>
      {sr && <VisuallyHidden>{`${sr}: `}</VisuallyHidden>}
      {text ?? ''}
    </td>
  );
}

/**
 * A 40009 conflict: the article was saved elsewhere after the version this editor started from.
 * Nothing is overwritten until the user chooses: keep mine, take theirs, or compare side by side.
 */
export function ConflictDialog({
  open,
  onOpenChange,
  baseVersion,
  theirVersion,
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
  defaultCompare = false,
}: ConflictDialogProps) {
  const { t } = useTranslation();
  const [compare, setCompare] = useState(defaultCompare);
  const rows = useMemo(
    () =>
      FIELDS.map((f) => ({
        field: f,
        rows: diffLines(asLines(mine, f.key, t, f.html), asLines(theirs, f.key, t, f.html)),
      })).filter((f) => f.rows.some((r) => r.kind !== 'same')),
    [mine, theirs, t],
  );

  return (
    <Modal.Root
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      role="alertdialog"
      closeOnOverlayClick={false}
    >
      <Modal.Header>{t('ae-conflict-title')}</Modal.Header>
      <Modal.Body>
        <Summary>{t('ae-conflict-message', { base: baseVersion, theirs: theirVersion })}</Summary>
        {compare && (
          <Compare>
            {rows.length === 0 ? (
              <p>{t('ae-conflict-same')}</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('ae-conflict-field')}</th>
                    <th scope="col">{t('ae-conflict-mine')}</th>
                    <th scope="col">{t('ae-conflict-theirs', { version: theirVersion })}</th>
                  </tr>
                </thead>
                {rows.map(({ field, rows: diff }) => (
                  <tbody key={field.key}>
                    {diff.map((row, i) => (
                      <tr key={i}>
                        {i === 0 && (
                          <th scope="row" rowSpan={diff.length}>
                            {t(field.label)}
                          </th>
                        )}
                        <Cell row={row} side="left" />
                        <Cell row={row} side="right" />
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
            )}
          </Compare>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" aria-expanded={compare} onClick={() => setCompare((c) => !c)}>
          {compare ? t('ae-conflict-hide-compare') : t('ae-conflict-compare')}
        </Button>
        <Button variant="secondary" onClick={onTakeTheirs}>
          {t('ae-conflict-take-theirs')}
        </Button>
        <Button variant="primary" onClick={onKeepMine}>
          {t('ae-conflict-keep-mine')}
        </Button>
      </Modal.Footer>
    </Modal.Root>
  );
}
