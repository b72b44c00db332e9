import { errorMessage } from '@newsdesk/api-client';
import { Button, Pagination, RadioGroup, TagTable, TextInput, useTranslation } from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TAG_PAGE_SIZE } from '../../data/tags';
import { RouterLink } from '../../shell/RouterLink';
import { useLeaveGuard } from '../articles/editor/useLeaveGuard';
import { HotWordsSection } from './HotWordsSection';
import { NewTagDialog } from './NewTagDialog';
import { Filters, Footer, Header, Panel, Section } from './tagPage.styles';
import { useTagListScreen } from './useTagListScreen';
import { urlPaging } from '../../data/list';

type Kind = 'all' | 'tag' | 'topic';

/** /content/tags (content §2, §3): the hot search words, then every tag and topic, paged. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { url, state, list, onDelete } = useTagListScreen(undefined);
  const [creating, setCreating] = useState(false);
  const [keyword, setKeyword] = useState(state.k);
  const hotDirty = useRef(false);
  useLeaveGuard(
    () => hotDirty.current,
    () => null,
  );
  const total = list.data?.total ?? 0;
  const kind: Kind = state.topic === undefined ? 'all' : state.topic ? 'topic' : 'tag';

  return (
    <Section>
      <Header>
        <h1>{t('desk-tags-title')}</h1>
        <Button
          variant="primary"
          icon={<Plus aria-hidden size={16} />}
          onClick={() => setCreating(true)}
        >
          {t('desk-tags-new')}
        </Button>
      </Header>
      <Panel>
        <HotWordsSection onDirtyChange={(dirty) => (hotDirty.current = dirty)} />
      </Panel>
      <Filters
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          url.setState({ ...state, k: keyword.trim(), page: 1 });
        }}
      >
        <TextInput
          label={t('desk-tags-search')}
          type="search"
          value={keyword}
          onChange={setKeyword}
          limit={100}
        />
        <RadioGroup<Kind>
          label={t('desk-tags-kind-filter')}
          orientation="horizontal"
          value={kind}
          onChange={(v) =>
            url.setState({ ...state, topic: v === 'all' ? undefined : v === 'topic', page: 1 })
          }
          options={[
            { value: 'all', label: t('desk-tags-kind-all') },
            { value: 'tag', label: t('desk-tags-kind-tag') },
            { value: 'topic', label: t('desk-tags-kind-topic') },
          ]}
        />
      </Filters>
      <TagTable
        label={t('desk-tags-list')}
        rows={list.data?.items ?? []}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        hrefOf={(tag) => `/content/tags/${tag.id}`}
        linkComponent={RouterLink}
        onDelete={(tag) => void onDelete(tag)}
        totalCount={total}
        paging={
          total > 0 ? (
            <Footer>
              <span>{t('desk-tags-total', { count: total })}</span>
              <Pagination {...urlPaging(url, state)} total={total} pageSize={TAG_PAGE_SIZE} />
            </Footer>
          ) : null
        }
      />
      <NewTagDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(tag) => void navigate(`/content/tags/${tag.id}`)}
      />
    </Section>
  );
}
