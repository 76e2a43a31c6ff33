import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadHttp, setUnauthorizedHandler } from './api/http.ts';
import { reportActivityIfDue } from './app/activity-report.ts';
import { App } from './app/app.tsx';
import { enableAntdMobileOnReact19 } from './app/antd-react19.ts';
import { redirectToDesktopIfNeeded } from './app/desktop-redirect.ts';
import { startRootFontScaling } from './app/font-size.ts';
import { startHeartbeat } from './app/heartbeat.ts';
import { createAppRouter } from './app/router.tsx';
import { LOGIN_ROUTE } from './app/routes.ts';
import { takeQaSignIn } from './app/qa-sign-in.ts';
import { initI18n, whenAllMessages } from './i18n/index.ts';

async function bootstrap(): Promise<void> {
  // The http instance (axios) is its own chunk: fetched now, beside the language pack, so the
  // guard's first call does not wait for it and the entry stays small (bundle budget).
  preloadHttp();
  enableAntdMobileOnReact19();
  startRootFontScaling();
  // The stored language's first part (the strings /home shows) loads before the first paint, so
  // no screen flashes in English; the rest of the pack right after it (i18n/index.ts).
  // The desktop check asks the server only on a wide, non-mobile screen, so phones never wait.
  // A tab the sandbox console opened signed in as a user (?qaSignIn=<one-time code>) takes its
  // session first, before a desktop redirect could leave the page (no wait without the code).
  await takeQaSignIn();
  const [redirected] = await Promise.all([redirectToDesktopIfNeeded(), initI18n()]);
  if (redirected) return;

  const router = createAppRouter();
  setUnauthorizedHandler(() => void router.navigate(LOGIN_ROUTE));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  void whenAllMessages().catch(() => undefined);

  // After the first navigation: the guard has then dropped an expired token, so the report is
  // not sent with it (its 401 would send a visitor of a public page to /login).
  if (router.state.initialized) void reportActivityIfDue();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      void reportActivityIfDue();
    });
  }
  startHeartbeat();
}

void bootstrap();
