import { useRef, type KeyboardEvent } from 'react';
import './tab-list.css';

export interface TabListItem<K extends string> {
  key: K;
  title: string;
}

const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A row of tab titles whose content the screen draws itself (the contract page's perpetual and
 * second-contract tabs, the market's categories). Plain buttons instead of antd-mobile's Tabs:
 * Tabs measures its titles at mount and animates its ink bar (a forced layout and react-spring,
 * about 350 ms of the contract page's first seconds at a 4x slower CPU), which a title row with
 * a CSS underline does not need. WAI-ARIA tabs: arrow keys, Home and End move the selection and
 * the focus (only the selected tab is in the tab order).
 */
export function TabList<K extends string>({
  tabs,
  active,
  onChange,
  className,
}: {
  tabs: readonly TabListItem<K>[];
  active: K;
  onChange: (key: K) => void;
  className?: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    buttons.current[next]?.focus();
    onChange(tabs[next]!.key);
  };
  return (
    <div role="tablist" className={className ? `tab-list ${className}` : 'tab-list'} data-clip>
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            className="tab-list__tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="tab-list__title">{tab.title}</span>
          </button>
        );
      })}
    </div>
  );
}
