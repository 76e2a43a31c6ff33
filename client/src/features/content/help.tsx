import { Button, CapsuleTabs, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_TOPIC_NAMES, HELP_TOPICS, useHelpList, type HelpDetail, type HelpTopic } from '../../api/content.ts';
import { ChipTabs } from '../../components/chip-tabs.tsx';
import { ArticleView, ContentRow } from './article-view.tsx';
import { PagedList } from './paged-list.tsx';
import s from './help.module.css';

const ALL = 'all';
/** Typing pauses this long before the search is sent. */
const HELP_SEARCH_DELAY_MS = 300;

/** The typed search, sent once typing pauses (or at once on Enter or clear). */
function useHelpKeyword(): { typed: string; setTyped: (v: string) => void; keyword: string; setKeyword: (v: string) => void } {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), HELP_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, keyword, setKeyword };
}

/**
 * The help centre's body: a search over titles and bodies, the topics, and the paged list of
 * help articles; a row opens with `onOpen` (the article's id).
 */
export function HelpCentre({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [topic, setTopic] = useState<HelpTopic | undefined>(undefined);
  const { typed, setTyped, keyword, setKeyword } = useHelpKeyword();
  const list = useHelpList(topic, keyword);
  return (
    <>
      <div className={s.search}>
        <SearchBar placeholder={t('help.search')} value={typed} onChange={setTyped} onSearch={(v) => setKeyword(v)} onClear={() => setKeyword('')} data-testid="help-search" />
      </div>
      {/* Ten topics in one row that scrolls sideways (ChipTabs), so the questions start high on the first screen. */}
      <ChipTabs className={`help-topics ${s.topics}`} data-testid="help-topics" activeKey={topic === undefined ? ALL : String(topic)} onChange={(key) => setTopic(key === ALL ? undefined : (Number(key) as HelpTopic))}>
        <CapsuleTabs.Tab title={t('help.allTopics')} key={ALL} />
        {HELP_TOPICS.map((code) => (
          <CapsuleTabs.Tab title={t(`help.topics.${HELP_TOPIC_NAMES[code]}`)} key={String(code)} />
        ))}
      </ChipTabs>
      <div className="screen__body">
        <PagedList query={list} empty={keyword.trim() ? t('help.noMatch', { keyword: keyword.trim() }) : t('help.empty')} testId="help-list">
          {(h) => <ContentRow item={h} testId={`help-${h.id}`} onOpen={() => onOpen(h.id)} />}
        </PagedList>
      </div>
    </>
  );
}

/** One help article with its topic; below it, a way to live chat (`onAskSupport`) if it did not help. */
export function HelpArticle({ help, onAskSupport }: { help: HelpDetail; onAskSupport: () => void }) {
  const { t } = useTranslation();
  return (
    <ArticleView item={help} meta={help.topic !== null && <span> · {t(`help.topics.${HELP_TOPIC_NAMES[help.topic]}`)}</span>}>
      <p className={`muted ${s.stillNeedHelp}`}>{t('help.stillNeedHelp')}</p>
      <Button block color="primary" fill="outline" onClick={onAskSupport}>
        {t('help.askSupport')}
      </Button>
    </ArticleView>
  );
}
