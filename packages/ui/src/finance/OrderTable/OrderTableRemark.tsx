import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';

import { theme } from '../../foundations/tokens';
/** The longest remark the contract takes (OrderRemark.remark maxLength). */
export const REMARK_LIMIT = 500;

const View = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-width: 0;
  width: 100%;

  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  span[data-empty] {
    color: ${theme.color.text.secondary};
  }
`;

const Edit = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;

export interface OrderTableRemarkProps {
  /** The order's number, which names the edit button and the field. */
  orderNo: string;
  /** The saved remark; null shows "No remark". */
  remark: string | null;
  /** Editing this row's remark now (the table keeps one edit at a time). */
  editing: boolean;
  /** Called by the edit button: make this row's remark the one being edited. */
  onEdit: () => void;
  /** Called by Cancel or Escape: close the edit without saving. */
  onCancel: () => void;
  /** Saves; resolves when the server took it (the edit closes), rejects to keep the edit open. */
  onSave: (remark: string) => Promise<void>;
  /** Whether the text differs from the saved remark (the page asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * An order's remark, edited in place: the text with an edit button, or a field with Save and
 * Cancel (Enter saves, Escape cancels). A remark over 500 characters shows the limit message next
 * to the field and is not sent.
 */
export function OrderTableRemark({
  orderNo,
  remark,
  editing,
  onEdit,
  onCancel,
  onSave,
  onDirtyChange,
}: OrderTableRemarkProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(remark ?? '');
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Opening the edit moves focus into the field (the edit button it replaces is gone).
  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);
  const [wasEditing, setWasEditing] = useState(editing);
  if (wasEditing !== editing) {
    setWasEditing(editing);
    if (editing) setText(remark ?? '');
  }

  if (!editing) {
    return (
      <View>
        {remark ? <span>{remark}</span> : <span data-empty>{t('fin-remark-none')}</span>}
        <IconButton
          size="sm"
          label={t('fin-remark-edit', { order: orderNo })}
          icon={<Pencil aria-hidden size={14} />}
          onClick={onEdit}
        />
      </View>
    );
  }

  const change = (value: string) => {
    setText(value);
    onDirtyChange?.(value.trim() !== (remark ?? ''));
  };
  const cancel = () => {
    onDirtyChange?.(false);
    onCancel();
  };
  const save = async () => {
    const next = text.trim();
    if (next.length > REMARK_LIMIT || saving) return;
    if (next === (remark ?? '')) {
      cancel();
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      onDirtyChange?.(false);
    } catch {
      // The page shows the failure; the edit stays open with the text.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Edit
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextInput
        label={t('fin-remark-input', { order: orderNo })}
        hideLabel
        size="sm"
        value={text}
        trim={false}
        limit={REMARK_LIMIT}
        ref={field}
        onChange={change}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            cancel();
          }
        }}
      />
      <Actions>
        <Button
          type="submit"
          size="sm"
          variant="primary"
          loading={saving}
          disabled={text.trim().length > REMARK_LIMIT}
        >
          {t('fin-remark-save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={cancel} disabled={saving}>
          {t('fin-remark-cancel')}
        </Button>
      </Actions>
    </Edit>
  );
}
