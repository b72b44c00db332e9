import { Tabs, useTranslation } from '@newsdesk/ui';
import { useSearchParams } from 'react-router';
import { PageHeader, Section } from '../sources/shared';
import { AiDraftTab } from './AiDraftTab';
import { AiSummaryTab } from './AiSummaryTab';
import { AiTemplatesTab } from './AiTemplatesTab';

const TABS = ['draft', 'templates', 'summary'] as const;
type Tab = (typeof TABS)[number];

/**
 * /content/ai/content (operations §2 ai/content, §3 AI content; issues #15 and #19): generate a
 * draft article from a prompt template, manage the templates, and summarize an article. The tab is
 * the URL's `tab` parameter.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'draft';
  return (
    <Section>
      <PageHeader title={t('screen-ai-content')} />
      <Tabs.Root
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'draft' ? {} : { tab: next }, { replace: true })
        }
      >
        <Tabs.List aria-label={t('screen-ai-content')}>
          <Tabs.Tab value="draft">{t('ai-tab-draft')}</Tabs.Tab>
          <Tabs.Tab value="templates">{t('ai-tab-templates')}</Tabs.Tab>
          <Tabs.Tab value="summary">{t('ai-tab-summary')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="draft">
          <AiDraftTab onEditTemplates={() => setParams({ tab: 'templates' })} />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <AiTemplatesTab />
        </Tabs.Panel>
        <Tabs.Panel value="summary">
          <AiSummaryTab />
        </Tabs.Panel>
      </Tabs.Root>
    </Section>
  );
}
