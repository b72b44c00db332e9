import { errorMessage } from '@newsdesk/api-client';
import { theme, Pagination, SysMessageFeed, useTranslation } from '@newsdesk/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useListUrl, urlPaging } from '../../data/list';
import { useSystemMessageList } from '../../data/sysmessages';
import { PageHeader, Section } from '../operations/PageHeader';
import { SYS_MESSAGE_PAGE_SIZE, sysMessageListCodec, toListQuery } from './listQuery';

const Intro = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space[3]};
`;

/**
 * /message/systemmessage (operations §2): the delivered system messages as the apps show them,
 * under tabs of the notification type set (the type in the URL, `type`), newest first.
 */
export function Component() {
  const { t } = useTranslation();
  const url = useListUrl(sysMessageListCodec);
  const { state } = url;
  const list = useSystemMessageList(
    useMemo(() => toListQuery({ ...state, k: '', status: null }, { delivered: true }), [state]),
  );
  const total = list.data?.total ?? 0;
  return (
    <Section>
      <PageHeader title={t('sysmsg-delivered-title')} />
      <Intro>{t('sysmsg-delivered-intro')}</Intro>
      <SysMessageFeed
        items={list.data?.items ?? []}
        type={state.type}
        onTypeChange={(type) => url.setState({ ...state, type, page: 1 })}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        paging={
          total > SYS_MESSAGE_PAGE_SIZE ? (
            <Footer>
              <Pagination
                {...urlPaging(url, state)}
                total={total}
                pageSize={SYS_MESSAGE_PAGE_SIZE}
              />
            </Footer>
          ) : null
        }
      />
    </Section>
  );
}
