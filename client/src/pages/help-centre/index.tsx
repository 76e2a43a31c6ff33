import { CapsuleTabs, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_TOPIC_NAMES, HELP_TOPICS, useHelpList, type HelpTopic } from '../../api/content.ts';
import { ChipTabs } from '../../components/chip-tabs.tsx';
import { ContentRow, PagedList } from '../../features/content/index.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';

const ALL = 'all';
/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

/** Help centre: the articles that explain this app's rules, by topic, with a search over titles and bodies. */
export default function HelpCentrePage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [topic, setTopic] = useState<HelpTopic | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useHelpList(topic, keyword);

  return (
    <main className="screen" data-testid="help-centre">
      <ScreenHeader title={t('help.title')} />
      <div style={{ background: '#fff', padding: '8px 12px 0' }}>
        <SearchBar placeholder={t('help.search')} value={typed} onChange={setTyped} onSearch={(v) => setKeyword(v)} onClear={() => setKeyword('')} data-testid="help-search" />
      </div>
      {/* Ten topics in one row that scrolls sideways (help-centre.css), so the questions start high on the first screen. */}
      <ChipTabs className="help-topics" data-testid="help-topics" activeKey={topic === undefined ? ALL : String(topic)} onChange={(key) => setTopic(key === ALL ? undefined : (Number(key) as HelpTopic))} style={{ background: '#fff' }}>
        <CapsuleTabs.Tab title={t('help.allTopics')} key={ALL} />
        {HELP_TOPICS.map((code) => (
          <CapsuleTabs.Tab title={t(`help.topics.${HELP_TOPIC_NAMES[code]}`)} key={String(code)} />
        ))}
      </ChipTabs>
      <div className="screen__body">
        <PagedList query={list} empty={keyword.trim() ? t('help.noMatch', { keyword: keyword.trim() }) : t('help.empty')} testId="help-list">
          {(h) => <ContentRow item={h} testId={`help-${h.id}`} onOpen={() => openRoute(routeWith(routes.helpDetail, { id: h.id }))} />}
        </PagedList>
      </div>
    </main>
  );
}
