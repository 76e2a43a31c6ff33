import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LANGUAGE_TABLE, type Language } from '@sandbox/shared/constants';
import { RouteAvailabilityContext } from '../components/route-availability.tsx';
import { I18N_OPTIONS } from '../i18n/index.ts';
import { loadMessages } from '../i18n/resources.ts';
import type { RoutePath } from '../lib/route-paths.ts';
import { RootLayout } from './root-layout.tsx';
import { ROUTES, registeredPaths, type RouteEntry } from './routes.ts';

/*
 * The first frames index.html carries (scripts/loading-shell-plugin.ts): each page marked
 * `firstFrame` in the route table, rendered by its own components before any data arrives (its
 * queries pending, so its skeletons and spinners show), in every language, for the session its
 * route admits. The build renders them in Node (react-dom/server); the browser paints the
 * one for its hash, stored language and session before the JavaScript arrives, and the app
 * removes it when its first page commits (router.tsx), laid out in the same place.
 */

/**
 * Who is shown a frame: react-dom/server renders the stores' initial state (no session), which is
 * a visitor's page; a public page's frame goes to visitors (a signed-in user's home differs), a
 * login-only page's to a stored session (the guard sends a visitor to /login), whose page commits
 * once the guard has its user.
 */
export type FrameSession = 'visitor' | 'member';

export interface FirstFrame {
  path: RoutePath;
  lang: Language;
  session: FrameSession;
  html: string;
}

export const firstFrameRoutes = (): RouteEntry[] => ROUTES.filter((entry) => entry.firstFrame);

// Test ids and ids name the page, not a picture of it: a test waiting for one must find the
// app's, and an id must stay unique while both are in the document (the icons' SVG ids, unused).
const withoutIds = (html: string) => html.replace(/ (?:data-testid|id)="[^"]*"/g, '');

export async function renderFirstFrames(entries: readonly RouteEntry[] = firstFrameRoutes()): Promise<FirstFrame[]> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, resources: {} }); // every pack, added below
  for (const { code } of LANGUAGE_TABLE) i18n.addResourceBundle(code, 'translation', await loadMessages(code), true, true);
  const available = registeredPaths();
  const frames: FirstFrame[] = [];
  for (const entry of entries) {
    if (!entry.load || entry.placement !== 'root') throw new Error(`first frame of ${entry.path}: only a built page of the root wrapper has one`);
    const { default: Page } = await entry.load();
    for (const { code: lang } of LANGUAGE_TABLE) {
      await i18n.changeLanguage(lang);
      const html = renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient()}>
          <RouteAvailabilityContext.Provider value={available}>
            <I18nextProvider i18n={i18n}>
              <MemoryRouter initialEntries={[entry.path]}>
                <Routes>
                  <Route path="/" element={<RootLayout />}>
                    <Route path={entry.path} element={<Page />} />
                  </Route>
                </Routes>
              </MemoryRouter>
            </I18nextProvider>
          </RouteAvailabilityContext.Provider>
        </QueryClientProvider>,
      );
      frames.push({ path: entry.path, lang, session: entry.access === 'public' ? 'visitor' : 'member', html: withoutIds(html) });
    }
  }
  return frames;
}
