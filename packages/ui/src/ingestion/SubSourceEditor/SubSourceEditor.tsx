import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { EmptyState } from '../../feedback/EmptyState';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

import { theme } from '../../foundations/tokens';
/** One sub-source as the editor holds it (`id` once the server has it). */
export interface SubSourceValue {
  id?: string | undefined;
  key: string;
  name: string;
  url: string;
  /** Tells a new row from the others while it has no `id` (set by the editor; never sent). */
  rowKey?: string | undefined;
}

/** Limits of a sub-source (the server's: 100 for a key, 200 for a name or an address). */
export const SUB_SOURCE_KEY_LIMIT = 100;
export const SUB_SOURCE_TEXT_LIMIT = 200;
const KEY_PATTERN = /^[A-Za-z0-9._-]+$/;
const URL_PATTERN = /^https?:\/\/[^\s]+$/i;

/** What is wrong with a list before it is sent: a row without key or name, a key used twice. */
export type SubSourceProblem = 'incomplete' | 'twice' | 'format' | null;

export function subSourceProblem(list: readonly SubSourceValue[]): SubSourceProblem {
  if (list.some((s) => !s.key.trim() || !s.name.trim())) return 'incomplete';
  if (list.some((s) => !KEY_PATTERN.test(s.key.trim()))) return 'format';
  if (list.some((s) => s.url.trim() && !URL_PATTERN.test(s.url.trim()))) return 'format';
  const keys = list.map((s) => s.key.trim());
  if (new Set(keys).size !== keys.length) return 'twice';
  return null;
}

export interface SubSourceEditorProps extends Omit<
  ComponentPropsWithRef<'fieldset'>,
  'onChange' | 'defaultValue'
> {
  /** The sub-sources in order. */
  value: readonly SubSourceValue[];
  /** The whole new list after an add, an edit, a move or a removal. */
  onChange: (value: SubSourceValue[]) => void;
  /** A message about the list (a key used twice, the server's refusal). */
  error?: string | undefined;
  /** Disables the whole fieldset: every field and button (default false). */
  disabled?: boolean;
}

let rowCount = 0;
const newRowKey = () => `sub-source-row-${rowCount++}`;

const Group = styled.fieldset`
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  padding: ${theme.space[3]};
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  legend {
    padding: 0 ${theme.space[1]};
    font-weight: ${theme.font.weight.semibold};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const Error = styled.p`
  margin: 0;
  color: ${theme.color.text.danger};
  font-size: ${theme.font.size.sm};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1.6fr) auto;
  gap: ${theme.space[2]};
  align-items: end;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const RowActions = styled.div`
  display: flex;
  gap: ${theme.space[1]};
`;

/**
 * The sub-sources of a source (operations §2 "Edit sub source"; designed here, #15): add, edit the
 * key, name and address, move up or down, remove; "No sub-sources" with the add button when there
 * are none. Moves are announced to screen readers. Controlled: the whole list goes to `onChange`.
 */
export function SubSourceEditor({
  value,
  onChange,
  error,
  disabled,
  ...rest
}: SubSourceEditorProps) {
  const { t } = useTranslation();
  const [announce, setAnnounce] = useState('');
  const rowRefs = useRef<Array<HTMLLIElement | null>>([]);
  // The row to focus once it is on screen (after Add; the list comes back through `value`).
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    const at = pendingFocus.current;
    const row = at === null ? null : rowRefs.current[at];
    if (row) {
      pendingFocus.current = null;
      row.querySelector('input')?.focus();
    }
  }, [value.length]);
  const set = (list: SubSourceValue[]) => onChange(list);
  const edit = (i: number, patch: Partial<SubSourceValue>) =>
    set(value.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const add = () => {
    pendingFocus.current = value.length;
    set([...value, { key: '', name: '', url: '', rowKey: newRowKey() }]);
  };
  const remove = (i: number) => set(value.filter((_, j) => j !== i));
  const move = (i: number, by: -1 | 1) => {
    const to = i + by;
    const list = [...value];
    [list[i], list[to]] = [list[to]!, list[i]!];
    set(list);
    setAnnounce(t('src-sub-moved', { name: value[i]!.name || value[i]!.key, n: to + 1 }));
  };

  return (
    <Group {...rest} disabled={disabled}>
      <legend>{t('src-sub-title')}</legend>
      {value.length === 0 ? (
        <EmptyState
          size="sm"
          titleTag="p"
          title={t('src-sub-empty')}
          subtitle={t('src-sub-empty-hint')}
          action={
            <Button variant="secondary" icon={<Plus aria-hidden size={16} />} onClick={add}>
              {t('src-sub-add')}
            </Button>
          }
        />
      ) : (
        <>
          <Hint>{t('src-sub-hint')}</Hint>
          <List>
            {value.map((s, i) => {
              const n = i + 1;
              return (
                <Row
                  key={s.id ?? s.rowKey ?? `at-${i}`}
                  ref={(el) => {
                    rowRefs.current[i] = el;
                  }}
                  aria-label={t('src-sub-row', { n })}
                >
                  <TextInput
                    label={t('src-sub-key', { n })}
                    value={s.key}
                    onChange={(key) => edit(i, { key })}
                    required
                    limit={SUB_SOURCE_KEY_LIMIT}
                    limitMessage={t('ing-too-long', { limit: SUB_SOURCE_KEY_LIMIT })}
                  />
                  <TextInput
                    label={t('src-sub-name', { n })}
                    value={s.name}
                    onChange={(name) => edit(i, { name })}
                    required
                    limit={SUB_SOURCE_TEXT_LIMIT}
                    limitMessage={t('ing-too-long', { limit: SUB_SOURCE_TEXT_LIMIT })}
                  />
                  <TextInput
                    label={t('src-sub-url', { n })}
                    value={s.url}
                    onChange={(url) => edit(i, { url })}
                    placeholder="https://"
                    limit={SUB_SOURCE_TEXT_LIMIT}
                    limitMessage={t('ing-too-long', { limit: SUB_SOURCE_TEXT_LIMIT })}
                  />
                  <RowActions>
                    <IconButton
                      label={t('src-sub-up', { n })}
                      variant="ghost"
                      icon={<ArrowUp aria-hidden size={16} />}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    />
                    <IconButton
                      label={t('src-sub-down', { n })}
                      variant="ghost"
                      icon={<ArrowDown aria-hidden size={16} />}
                      disabled={i === value.length - 1}
                      onClick={() => move(i, 1)}
                    />
                    <IconButton
                      label={t('src-sub-remove', { n })}
                      variant="ghost"
                      icon={<Trash2 aria-hidden size={16} />}
                      onClick={() => remove(i)}
                    />
                  </RowActions>
                </Row>
              );
            })}
          </List>
          <div>
            <Button variant="secondary" icon={<Plus aria-hidden size={16} />} onClick={add}>
              {t('src-sub-add')}
            </Button>
          </div>
        </>
      )}
      {error ? <Error role="alert">{error}</Error> : null}
      <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
    </Group>
  );
}
