import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Form } from '../../forms/Form';
import { FormTextArea, FormTextInput } from '../../forms/FormControls';
import { Combobox } from '../../inputs/Combobox';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
export interface GroupMemberOption {
  id: number;
  name: string;
}

export interface UserGroupFormValues {
  name: string;
  description: string | null;
  /** The whole member list (it replaces the group's). */
  user_ids: number[];
}

export interface UserGroupFormProps {
  /** The group being edited (name, description, members); none for a new group. */
  initial?: { name: string; description: string | null; members: readonly GroupMemberOption[] };
  /** The member picker's search (users by keyword, remote). */
  userSearch: {
    results: readonly GroupMemberOption[];
    onSearch: (query: string) => void;
    loading?: boolean;
  };
  /** Saves; resolve when saved, reject to keep what was typed (the caller says why). */
  onSubmit: (values: UserGroupFormValues) => Promise<void>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /**
   * Called with true when the form gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: (dirty: boolean) => void;
}

interface Values {
  name: string;
  description: string;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;

const NONE: readonly GroupMemberOption[] = [];

/**
 * A user group's form (roadshow user groups, operations §7): name (required), description, and
 * the members, picked by searching users (a downshift combobox; chips remove them).
 */
export function UserGroupForm({
  initial,
  userSearch,
  onSubmit,
  onCancel,
  onDirtyChange,
}: UserGroupFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    defaultValues: { name: initial?.name ?? '', description: initial?.description ?? '' },
  });
  const start = initial?.members ?? NONE;
  const [members, setMembers] = useState<readonly GroupMemberOption[]>(start);
  const membersChanged =
    members.length !== start.length || members.some((m, i) => m.id !== start[i]?.id);
  const dirty = form.formState.isDirty || membersChanged;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const options = useMemo(() => {
    const chosen = new Set(members.map((m) => m.id));
    return [
      ...members.map((m) => ({ value: m.id, label: m.name })),
      ...userSearch.results
        .filter((u) => !chosen.has(u.id))
        .map((u) => ({ value: u.id, label: u.name })),
    ];
  }, [members, userSearch.results]);

  return (
    <Form
      form={form}
      errorSummary="none"
      onSubmit={async (v) => {
        try {
          await onSubmit({
            name: v.name.trim(),
            description: v.description.trim() || null,
            user_ids: members.map((m) => m.id),
          });
          form.reset(v);
        } catch {
          // Refused: the caller said why; what was typed stays.
        }
      }}
    >
      <Fields>
        <FormTextInput<Values, 'name'> name="name" label={t('groups-name')} required limit={100} />
        <FormTextArea<Values, 'description'>
          name="description"
          label={t('groups-description')}
          limit={500}
          rows={2}
        />
        <Combobox<number, true>
          multiple
          label={t('groups-members')}
          placeholder={t('groups-add-member')}
          value={members.map((m) => m.id)}
          options={options}
          onSearch={userSearch.onSearch}
          loading={userSearch.loading}
          onChange={(ids) =>
            setMembers(
              ids.map(
                (id) =>
                  members.find((m) => m.id === id) ??
                  userSearch.results.find((u) => u.id === id) ?? { id, name: `#${id}` },
              ),
            )
          }
          hint={t('groups-member-count', { count: members.length })}
        />
      </Fields>
      <Actions>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('groups-cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('groups-save')}
        </Button>
      </Actions>
    </Form>
  );
}
