import type { ReactNode } from 'react';
import { useOpenRoute } from './route-availability.tsx';
import { ScreenHeader } from './screen-header.tsx';

/** A header link to another screen (its availability checked by useOpenRoute: an unbuilt one says "coming soon"). */
export interface HeaderLink {
  label: string;
  to: string;
  testId?: string;
}

/**
 * The frame of a domain screen: `main.screen` named by its test id, the header with its title
 * and an optional link to a sibling screen, and the body the page's feature components fill.
 */
export function ScreenShell({ testId, title, link, children }: { testId: string; title: string; link?: HeaderLink; children: ReactNode }) {
  const openRoute = useOpenRoute();
  return (
    <main className="screen" data-testid={testId}>
      <ScreenHeader
        title={title}
        right={
          link && (
            <button type="button" className="link" onClick={() => openRoute(link.to)} data-testid={link.testId}>
              {link.label}
            </button>
          )
        }
      />
      <div className="screen__body">{children}</div>
    </main>
  );
}
