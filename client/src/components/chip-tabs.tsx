import { CapsuleTabs, type CapsuleTabsProps } from 'antd-mobile';
import { useEffect, useRef } from 'react';

/**
 * Capsule tabs as a chip row (news and article categories, help topics): one row that scrolls
 * sideways, never wrapped to leave a chip alone on a line (global.css `.chip-tabs`). The scrolling
 * list gets a tab stop, so a keyboard can scroll it too (axe: scrollable-region-focusable);
 * antd-mobile passes tabIndex to the root only, not to the list that scrolls.
 */
export function ChipTabs({ className, children, ...props }: CapsuleTabsProps & { 'data-testid'?: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.querySelector('.adm-capsule-tabs-tab-list')?.setAttribute('tabindex', '0');
  });
  return (
    <div ref={root}>
      <CapsuleTabs {...props} className={className ? `chip-tabs ${className}` : 'chip-tabs'}>
        {children}
      </CapsuleTabs>
    </div>
  );
}
