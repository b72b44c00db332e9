import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Select } from '../../inputs/Select';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
export interface UserFiltersValue {
  keyword: string;
  id: number | null;
  pageSize: number;
}

export interface UserFiltersProps {
  /** The applied search: keyword, user id and page size. */
  value: UserFiltersValue;
  /** A new search (paging starts again); only called with valid input. */
  onChange: (next: UserFiltersValue) => void;
  /** Called by the Reset button: restore the default search. */
  onReset: () => void;
  /** The page sizes offered (rows are virtualized from 100 on). */
  pageSizes?: readonly number[];
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space[3]};

  & > div {
    flex: 1 1 200px;
    min-width: 160px;
  }
`;

const Actions = styled.span`
  display: flex;
  gap: ${theme.space[2]};
  /* Aligned with the inputs under their labels. */
  padding-top: ${theme.space[6]};
`;

const ID_PATTERN = /^\d{1,9}$/;

/**
 * The user list's search (operations §7 Users: `keyword` and `id`, combined) and its page size.
 * Search applies both; an id that is not a whole number shows its message next to the field and
 * changes nothing.
 */
export function UserFilters({
  value,
  onChange,
  onReset,
  pageSizes = [20, 50, 100],
}: UserFiltersProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);
  const [id, setId] = useState(value.id === null ? '' : String(value.id));
  const [seen, setSeen] = useState(value);
  const [idError, setIdError] = useState(false);
  if (seen !== value) {
    setSeen(value);
    setKeyword(value.keyword);
    setId(value.id === null ? '' : String(value.id));
    setIdError(false);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const idText = id.trim();
    if (idText && !ID_PATTERN.test(idText)) {
      setIdError(true);
      return;
    }
    setIdError(false);
    onChange({ ...value, keyword: keyword.trim(), id: idText ? Number(idText) : null });
  };

  return (
    <Bar role="search" aria-label={t('users-search-region')} onSubmit={submit} noValidate>
      <TextInput
        label={t('users-keyword')}
        hint={t('users-keyword-hint')}
        type="search"
        maxLength={100}
        prefix={<Search aria-hidden size={16} />}
        value={keyword}
        trim={false}
        onChange={setKeyword}
      />
      <TextInput
        label={t('users-id')}
        inputMode="numeric"
        maxLength={12}
        value={id}
        trim={false}
        onChange={(v) => {
          setId(v);
          if (idError && (!v.trim() || ID_PATTERN.test(v.trim()))) setIdError(false);
        }}
        error={idError ? t('users-id-invalid') : undefined}
      />
      <Select<number>
        label={t('users-page-size')}
        value={value.pageSize}
        options={pageSizes.map((n) => ({ value: n, label: String(n) }))}
        onChange={(pageSize) => {
          if (pageSize !== null) onChange({ ...value, pageSize });
        }}
      />
      <Actions>
        <Button type="submit" variant="primary">
          {t('users-search')}
        </Button>
        <Button type="button" variant="ghost" onClick={onReset}>
          {t('users-reset')}
        </Button>
      </Actions>
    </Bar>
  );
}
