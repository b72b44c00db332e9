import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  Button,
  Modal,
  Pagination,
  UserGroupForm,
  UserGroupTable,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { GROUP_PAGE_SIZE, useUserGroupList } from '../../../data/groups';
import { RouterLink } from '../../../shell/RouterLink';
import { useGroupWrites } from './useGroupsScreen';

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

/**
 * /users/group/list and the roadshow user groups list (operations §2, §7): the groups a page at a
 * time, a new group with its members in a dialog, delete by group id with a confirm. The contract
 * has one kind of user group (the roadshow user groups), so both lists show it.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const pageParam = params.get('page');
  const page = pageParam && /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  const list = useUserGroupList(page);
  const writes = useGroupWrites();
  const [creating, setCreating] = useState(false);
  const roadshow = pathname.startsWith('/users/roadshow');
  const total = list.total ?? 0;

  return (
    <Section>
      <Header>
        <h1>{t(roadshow ? 'groups-roadshow-title' : 'groups-title')}</h1>
        <Button variant="primary" onClick={() => setCreating(true)}>
          <Plus aria-hidden size={16} />
          {t('groups-new')}
        </Button>
      </Header>
      <UserGroupTable
        items={list.groups ?? []}
        loading={list.loading && !list.groups}
        totalCount={list.total}
        error={list.error && !list.groups ? errorMessage(list.error) : undefined}
        onRetry={list.retry}
        groupHref={(g) => `/users/group/${g.id}`}
        linkComponent={RouterLink}
        onDelete={(g) => void writes.remove(g)}
        paging={
          total > GROUP_PAGE_SIZE ? (
            <Pagination
              page={page}
              total={total}
              pageSize={GROUP_PAGE_SIZE}
              getPageHref={(p) => `?page=${p}`}
              onPageChange={(p, event) => {
                event.preventDefault();
                setParams(p > 1 ? { page: String(p) } : {});
              }}
            />
          ) : null
        }
      />
      {creating ? (
        <Modal.Root open onOpenChange={setCreating} size="lg">
          <Modal.Header>{t('groups-new')}</Modal.Header>
          <Modal.Body>
            <UserGroupForm
              userSearch={writes.userSearch}
              onCancel={() => setCreating(false)}
              onSubmit={async (values) => {
                const group = await writes.create(values);
                setCreating(false);
                void navigate(`/users/group/${group.id}`);
              }}
            />
          </Modal.Body>
        </Modal.Root>
      ) : null}
    </Section>
  );
}
