import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  Button,
  Pagination,
  RoadshowFilters,
  RoadshowTable,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useListUrl, urlPaging } from '../../../data/list';
import { useRoadshowList } from '../../../data/roadshows';
import { RouterLink } from '../../../shell/RouterLink';
import { ROADSHOW_PAGE_SIZE, roadshowListCodec, toRoadshowApiQuery } from './listQuery';
import { useRoadshowRowActions } from './useRoadshowRowActions';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

/** /content/roadshow/list (content §3, §4): filtered Not start / In progress / Finished, in the URL. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useListUrl(roadshowListCodec);
  const query = useMemo(() => toRoadshowApiQuery(url.state), [url.state]);
  const list = useRoadshowList(query);
  const onAction = useRoadshowRowActions(list.data?.items);
  const total = list.data?.total ?? 0;

  return (
    <Section>
      <Header>
        <h1>{t('rs-list-title')}</h1>
        <Button variant="primary" onClick={() => void navigate('/content/roadshow/create')}>
          <Plus aria-hidden size={16} />
          {t('rs-new')}
        </Button>
      </Header>
      <RoadshowFilters
        value={url.state.live}
        onChange={(live) => url.setState({ page: 1, live })}
      />
      <RoadshowTable
        items={list.data?.items ?? []}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        editHref={(id) => `/content/roadshow/${id}`}
        linkComponent={RouterLink}
        onAction={(action, item) => void onAction(action, item)}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        paging={
          total > 0 ? (
            <Footer>
              <span>{t('rs-total', { count: total })}</span>
              <Pagination
                {...urlPaging(url, url.state)}
                total={total}
                pageSize={ROADSHOW_PAGE_SIZE}
              />
            </Footer>
          ) : null
        }
      />
    </Section>
  );
}
