import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  Button,
  Drawer,
  Pagination,
  ReportForm,
  ReportTable,
  Spinner,
  TextInput,
  useToast,
  useTranslation,
} from '@newsdesk/ui';
import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { REPORT_PAGE_SIZE } from '../../data/reports';
import { useReportScreen } from './useReportScreen';

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

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  max-width: 520px;

  & > :first-child {
    flex: 1;
  }
`;

/** /content/report (content §2): `k` searches, `action=create` creates, `edit={id}` edits. */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const screen = useReportScreen();
  const [keyword, setKeyword] = useState(screen.k);
  const { list } = screen;

  return (
    <Section>
      <Header>
        <h1>{t('rp-title')}</h1>
        <Button variant="primary" onClick={screen.openCreate}>
          <Plus aria-hidden size={16} />
          {t('rp-new')}
        </Button>
      </Header>
      <SearchForm
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          screen.search(keyword);
        }}
      >
        <TextInput label={t('rp-search')} value={keyword} onChange={setKeyword} />
        <Button type="submit" variant="secondary" icon={<Search aria-hidden size={16} />}>
          {t('action-search')}
        </Button>
      </SearchForm>
      <ReportTable
        items={screen.rows}
        loading={list.loading && !list.data}
        error={list.error && !list.data ? errorMessage(list.error) : undefined}
        onRetry={list.retry}
        emptyVariant={screen.k ? 'search' : 'content'}
        onAction={(action, item) =>
          action === 'edit' ? screen.openEdit(item.id) : screen.remove(item)
        }
        paging={
          list.total > REPORT_PAGE_SIZE ? (
            <Pagination
              page={screen.page}
              total={list.total}
              pageSize={REPORT_PAGE_SIZE}
              getPageHref={screen.hrefOfPage}
              onPageChange={(page, event) => {
                event.preventDefault();
                screen.goToPage(page);
              }}
            />
          ) : null
        }
      />
      <Drawer
        open={screen.formOpen}
        onOpenChange={(open) => {
          if (!open) screen.closeForm();
        }}
        title={screen.editing ? t('rp-edit-title') : t('rp-create-title')}
        width="640px"
      >
        {screen.formReady ? (
          <ReportForm
            form={screen.form}
            tagSearch={screen.tagSearch}
            onUpload={screen.upload}
            onUploadError={(e) => toast.error(errorMessage(e))}
            onSubmit={screen.save}
            onInvalid={(message) => toast.error(message)}
            onCancel={screen.closeForm}
            saving={screen.saving}
            draft={screen.draft}
            onDraftRestore={screen.restoreDraft}
            onDraftDiscard={screen.discardDraft}
          />
        ) : (
          <Spinner />
        )}
      </Drawer>
    </Section>
  );
}
