import { TabBar } from 'antd-mobile';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractIcon, HomeIcon, MarketIcon, PersonalIcon } from './tab-icons.tsx';
import { routes } from '../lib/route-paths.ts';

interface Tab {
  path: string;
  labelKey: string;
  Icon: ComponentType<{ active: boolean }>;
}

/** Home, Market, Contract, Personal (SPEC.md section 2). */
export const TABS: readonly Tab[] = [
  { path: routes.home, labelKey: 'tabs.home', Icon: HomeIcon },
  { path: routes.market, labelKey: 'tabs.market', Icon: MarketIcon },
  { path: routes.contract, labelKey: 'tabs.contract', Icon: ContractIcon },
  { path: routes.personalCentre, labelKey: 'tabs.personal', Icon: PersonalIcon },
];

export function BottomTabBar({ activePath, onOpen }: { activePath: string; onOpen: (path: string) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label="Main">
      <TabBar activeKey={activePath} onChange={onOpen} safeArea>
        {TABS.map(({ path, labelKey, Icon }) => (
          <TabBar.Item key={path} title={t(labelKey)} icon={(active: boolean) => <Icon active={active} />} />
        ))}
      </TabBar>
    </nav>
  );
}
