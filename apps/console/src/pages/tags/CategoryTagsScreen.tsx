import { errorMessage } from '@newsdesk/api-client';
import {
  Button,
  Pagination,
  TagTable,
  TextInput,
  type TagCategory,
  useTranslation,
} from '@newsdesk/ui';
import { ListPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { TAG_PAGE_SIZE } from '../../data/tags';
import { RouterLink } from '../../shell/RouterLink';
import { AddExistingTagsDialog } from './AddExistingTagsDialog';
import { NewTagDialog } from './NewTagDialog';
import { Filters, Footer, Header, Section } from './tagPage.styles';
import { useTagListScreen } from './useTagListScreen';
import { urlPaging } from '../../data/list';

/**
 * /content/company/tags and /content/industry/tags: the tags of one category only (designed here:
 * the category tells them apart in the data). New tags are created in the category; existing
 * tags can be added to it or taken out of it.
 */
export function CategoryTagsScreen({ category }: { category: TagCategory }) {
  const { t } = useTranslation();
  const { url, state, list, onRemoveCategory } = useTagListScreen(category);
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState(false);
  const [keyword, setKeyword] = useState(state.k);
  const total = list.data?.total ?? 0;

  return (
    <Section>
      <Header>
        <h1>
          {t(category === 'company' ? 'desk-company-tags-title' : 'desk-industry-tags-title')}
        </h1>
        <div>
          <Button icon={<ListPlus aria-hidden size={16} />} onClick={() => setAdding(true)}>
            {t('desk-tag-add-existing')}
          </Button>
          <Button
            variant="primary"
            icon={<Plus aria-hidden size={16} />}
            onClick={() => setCreating(true)}
          >
            {t('desk-tags-new')}
          </Button>
        </div>
      </Header>
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
      </Filters>
      <TagTable
        label={t(category === 'company' ? 'desk-company-tags-title' : 'desk-industry-tags-title')}
        rows={list.data?.items ?? []}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        hrefOf={(tag) => `/content/tags/${tag.id}`}
        linkComponent={RouterLink}
        showCategory={false}
        onRemoveCategory={(tag) => void onRemoveCategory(tag)}
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
      <NewTagDialog open={creating} onOpenChange={setCreating} category={category} />
      <AddExistingTagsDialog open={adding} onOpenChange={setAdding} category={category} />
    </Section>
  );
}
