import { theme, MemberSearch, TaskDetails, TextInput, useTranslation } from '@newsdesk/ui';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

/**
 * The bodies of the right panel's search and task panels (operations §2 demo panels on the
 * library's sample data). Loaded when a panel first opens, not with the shell.
 */

const PanelStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

/** The article title search (opens the list with `k`). */
function ArticleSearch({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [k, setK] = useState('');
  return (
    <form
      role="search"
      aria-label={t('articles-keyword')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!k.trim()) return;
        onDone();
        void navigate(`/content/article/list?k=${encodeURIComponent(k.trim())}`);
      }}
    >
      <TextInput
        label={t('articles-keyword')}
        type="search"
        value={k}
        onChange={setK}
        prefix={<Search aria-hidden size={16} />}
      />
    </form>
  );
}

/** The search panel: the article search, then the member search. */
export function SearchPanel({ onDone }: { onDone: () => void }) {
  return (
    <PanelStack>
      <ArticleSearch onDone={onDone} />
      <MemberSearch />
    </PanelStack>
  );
}

/** The task panel: the sample task's details. */
export function TaskPanel() {
  return <TaskDetails />;
}
