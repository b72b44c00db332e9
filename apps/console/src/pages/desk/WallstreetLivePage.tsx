import { Tabs, useTranslation } from '@newsdesk/ui';
import { useSearchParams } from 'react-router';
import { DeskPage } from './DeskPage';
import { LiveFlashPanel } from './LiveFlashPanel';
import { WsArticlesPanel } from './WsArticlesPanel';

type Tab = 'lives' | 'articles';

/**
 * /content/wallstreet/live (operations §2 "Wall Street news and flash news", issue #19): the flash
 * news feed and, beside it, the Wall Street articles (kind WALLSTREET_ARTICLES 26). The tab is in
 * the URL (`tab=articles`); each tab keeps its own keyword, status and page there.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'articles' ? 'articles' : 'lives';
  return (
    <DeskPage title={t('desk-live-page-title')}>
      <Tabs.Root
        value={tab}
        onValueChange={(next) => setParams(next === 'articles' ? { tab: 'articles' } : {})}
      >
        <Tabs.List aria-label={t('desk-live-tabs')}>
          <Tabs.Tab value="lives">{t('desk-live-tab-lives')}</Tabs.Tab>
          <Tabs.Tab value="articles">{t('desk-live-tab-articles')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lives">{tab === 'lives' ? <LiveFlashPanel /> : null}</Tabs.Panel>
        <Tabs.Panel value="articles">{tab === 'articles' ? <WsArticlesPanel /> : null}</Tabs.Panel>
      </Tabs.Root>
    </DeskPage>
  );
}
