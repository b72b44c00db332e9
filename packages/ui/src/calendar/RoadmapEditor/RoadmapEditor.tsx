import {
  ArrowDown,
  ArrowUp,
  CornerDownRight,
  IndentIncrease,
  IndentDecrease,
  Plus,
  Trash2,
} from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DraftNotice } from '../../feedback/DraftNotice';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import {
  addNode,
  countNodes,
  emptyTitles,
  fromEdit,
  indentNode,
  moveNode,
  outdentNode,
  removeNode,
  ROADMAP_MAX_DEPTH,
  ROADMAP_MAX_NODES,
  setTitle,
  toEdit,
  type EditNode,
  type RoadmapNode,
} from './roadmapTree';

import { theme } from '../../foundations/tokens';
export interface RoadmapEditorProps {
  /** The saved content (empty for a new roadmap: one empty node to start). */
  defaultValue: readonly RoadmapNode[];
  /** Called with the whole tree, titles trimmed, when every title is filled. */
  onSubmit: (content: RoadmapNode[]) => void | Promise<void>;
  /** A failed submit with the "valid failed" message (for a toast). */
  onInvalid?: (message: string) => void;
  /** Called by the Cancel button. */
  onCancel: () => void;
  /** A save is running: the submit button shows a spinner and ignores clicks. */
  saving?: boolean;
  /** `new` names the form "New roadmap", `edit` "Edit roadmap". */
  mode: 'new' | 'edit';
  /**
   * Unsaved edits kept in this browser from an earlier visit: offered back above the tree
   * (Restore puts them in the editor, Discard calls `onDraftDiscard`).
   */
  draft?: { value: RoadmapNode[]; savedAt: number } | null;
  /** Called by the draft notice's Discard: delete the local draft. */
  onDraftDiscard?: () => void;
  /** Every change of the tree, and whether it now differs from `defaultValue`. */
  onValueChange?: (value: RoadmapNode[], dirty: boolean) => void;
}

const startTree = (value: readonly RoadmapNode[]) => {
  const start = toEdit(value);
  return start.length ? start : addNode([], null, 'after').tree;
};

const Tree = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & & {
    margin-left: ${theme.space[6]};
    padding-left: ${theme.space[2]};
    border-left: 1px solid ${theme.color.border.weak};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]} 0;

  > :first-child {
    flex: 1;
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

const Help = styled.p`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

/**
 * The roadmap editor (content §3 RoadMap: title nodes with nested content), edited as a tree: each
 * node's title in place; add a node after or inside one; move up and down, indent and outdent with
 * the buttons or the keyboard (Alt+↑/↓ move, Alt+→ indents, Alt+← outdents, Enter adds the next
 * node); at most 5 levels and 500 nodes. An empty title shows "Please input title first".
 */
export function RoadmapEditor({
  defaultValue,
  onSubmit,
  onInvalid,
  onCancel,
  saving,
  mode,
  draft,
  onDraftDiscard,
  onValueChange,
}: RoadmapEditorProps) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<EditNode[]>(() => startTree(defaultValue));
  const [offered, setOffered] = useState(true);
  // What "unchanged" is: the starting tree as the editor would save it (a new roadmap's one
  // empty node included).
  const [baseline] = useState(() => JSON.stringify(fromEdit(tree)));
  const latest = useRef(onValueChange);
  useEffect(() => {
    latest.current = onValueChange;
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const value = fromEdit(tree);
    latest.current?.(value, JSON.stringify(value) !== baseline);
  }, [tree, baseline]);
  const [checked, setChecked] = useState(false);
  const focusKey = useRef<string | null>(null);
  const root = useRef<HTMLFormElement>(null);
  const empty = checked ? emptyTitles(tree) : new Set<string>();
  const full = countNodes(tree) >= ROADMAP_MAX_NODES;

  const focusNode = (key: string) =>
    root.current?.querySelector<HTMLInputElement>(`[data-node="${key}"] input`)?.focus();

  // After a change of the tree, focus follows the node that was added or moved.
  useEffect(() => {
    if (!focusKey.current) return;
    focusNode(focusKey.current);
    focusKey.current = null;
  }, [tree]);

  const apply = (next: EditNode[], focus?: string) => {
    setTree(next);
    if (focus) focusKey.current = focus;
  };

  const add = (key: string | null, where: 'after' | 'child') => {
    if (full) return;
    const r = addNode(tree, key, where);
    apply(r.tree, r.key);
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>, key: string) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add(key, 'after');
      return;
    }
    if (!e.altKey) return;
    const moves: Record<string, () => EditNode[]> = {
      ArrowUp: () => moveNode(tree, key, -1),
      ArrowDown: () => moveNode(tree, key, 1),
      ArrowRight: () => indentNode(tree, key),
      ArrowLeft: () => outdentNode(tree, key),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    apply(move(), key);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    const bad = emptyTitles(tree);
    if (bad.size > 0) {
      onInvalid?.(t('validation-failed'));
      focusNode([...bad][0]!);
      return;
    }
    void onSubmit(fromEdit(tree));
  };

  const renderNodes = (nodes: readonly EditNode[], depth: number, label?: string) => (
    <Tree aria-label={label}>
      {nodes.map((node, i) => {
        const n = `${depth}.${i + 1}`;
        return (
          <li key={node.key}>
            <Row data-node={node.key}>
              <TextInput
                label={t('cal-roadmap-node', { title: node.title || n })}
                hideLabel
                size="md"
                value={node.title}
                maxLength={200}
                error={empty.has(node.key) ? t('cal-roadmap-title-empty') : undefined}
                onChange={(v) => setTree((cur) => setTitle(cur, node.key, v))}
                onKeyDown={(e) => onKey(e, node.key)}
              />
              <IconButton
                size="sm"
                variant="ghost"
                label={t('cal-roadmap-add-child', { title: node.title })}
                icon={<CornerDownRight aria-hidden size={14} />}
                disabled={full || depth >= ROADMAP_MAX_DEPTH}
                onClick={() => add(node.key, 'child')}
              />
              <IconButton
                size="sm"
                variant="ghost"
                label={t('cal-roadmap-up', { title: node.title })}
                icon={<ArrowUp aria-hidden size={14} />}
                disabled={i === 0}
                onClick={() => apply(moveNode(tree, node.key, -1))}
              />
              <IconButton
                size="sm"
                variant="ghost"
                label={t('cal-roadmap-down', { title: node.title })}
                icon={<ArrowDown aria-hidden size={14} />}
                disabled={i === nodes.length - 1}
                onClick={() => apply(moveNode(tree, node.key, 1))}
              />
              <IconButton
                size="sm"
                variant="ghost"
                label={t('cal-roadmap-indent', { title: node.title })}
                icon={<IndentIncrease aria-hidden size={14} />}
                disabled={i === 0}
                onClick={() => apply(indentNode(tree, node.key))}
              />
              <IconButton
                size="sm"
                variant="ghost"
                label={t('cal-roadmap-outdent', { title: node.title })}
                icon={<IndentDecrease aria-hidden size={14} />}
                disabled={depth === 1}
                onClick={() => apply(outdentNode(tree, node.key))}
              />
              <IconButton
                size="sm"
                variant="ghost"
                label={t('cal-roadmap-remove', { title: node.title })}
                icon={<Trash2 aria-hidden size={14} />}
                disabled={depth === 1 && nodes.length === 1}
                onClick={() => apply(removeNode(tree, node.key))}
              />
            </Row>
            {node.children.length ? renderNodes(node.children, depth + 1) : null}
          </li>
        );
      })}
    </Tree>
  );

  return (
    <form
      ref={root}
      noValidate
      onSubmit={submit}
      aria-label={mode === 'new' ? t('cal-roadmap-create-title') : t('cal-roadmap-edit-title')}
    >
      {draft && offered ? (
        <DraftNotice
          savedAt={draft.savedAt}
          onRestore={() => {
            setOffered(false);
            setTree(startTree(draft.value));
          }}
          onDiscard={() => {
            setOffered(false);
            onDraftDiscard?.();
          }}
        />
      ) : null}
      <Help>{t('cal-roadmap-help')}</Help>
      {renderNodes(tree, 1, t('cal-roadmap-tree'))}
      <Actions>
        <Button
          icon={<Plus aria-hidden size={16} />}
          disabled={full}
          onClick={() => add(null, 'after')}
        >
          {t('cal-roadmap-add')}
        </Button>
        <span className="nd-spacer" />
        <Button onClick={onCancel}>{t('cal-cancel')}</Button>
        <Button type="submit" variant="primary" loading={saving}>
          {t('cal-save')}
        </Button>
      </Actions>
    </form>
  );
}
