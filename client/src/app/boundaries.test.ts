import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The client's boundary rules (client/eslint.rules.js) fire on deliberate violations and stay
 * quiet on the allowed form, through the repository's own eslint.config.js; a rule whose glob
 * stops matching fails here instead of letting code through.
 */

// The repository root, from this file's address (client/src/app/boundaries.test.ts); through a
// variable, as Vite rewrites `new URL(literal, import.meta.url)` into an asset address.
const here = import.meta.url;
const root = decodeURIComponent(new URL('../../../', here).pathname);
const eslint = new ESLint({ cwd: root });

async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe('client boundary rules', { timeout: 60_000 }, () => {
  it('a page never imports axios, calls fetch or imports another page', async () => {
    expect(await rulesFiredOn('client/src/pages/my/probe.ts', "import axios from 'axios';\nexport const a = axios;\n")).toContain('no-restricted-imports');
    expect(await rulesFiredOn('client/src/pages/my/probe.ts', "export const a = () => fetch('x');\n")).toContain('no-restricted-globals');
    expect(await rulesFiredOn('client/src/pages/my/probe.ts', "export const a = () => window.fetch('x');\n")).toContain('no-restricted-properties');
    expect(await rulesFiredOn('client/src/pages/my/probe.ts', "import { SHORTCUTS } from '../home/shortcut-icons.tsx';\nexport const a = SHORTCUTS;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFiredOn('client/src/pages/my/probe.ts', "import { MENU } from './menu.tsx';\nexport const a = MENU;\n")).toEqual([]);
  });

  it('a component never imports a page or the app shell', async () => {
    expect(await rulesFiredOn('client/src/components/probe.ts', "import Page from '../pages/my/index.tsx';\nexport const a = Page;\n")).toContain('import-x/no-restricted-paths');
    expect(await rulesFiredOn('client/src/components/probe.ts', "import { ROUTES } from '../app/routes.ts';\nexport const a = ROUTES;\n")).toContain('import-x/no-restricted-paths');
  });

  it('only call.ts uses the http transport, and nothing outside api/ uses the axios instance', async () => {
    expect(await rulesFiredOn('client/src/api/probe.ts', "import { get } from './http.ts';\nexport const a = get;\n")).toContain('no-restricted-imports');
    expect(await rulesFiredOn('client/src/store/probe.ts', "import { http } from '../api/http.ts';\nexport const a = http;\n")).toContain('no-restricted-imports');
    expect(await rulesFiredOn('client/src/api/probe.ts', "import { call } from './call.ts';\nexport const a = call;\n")).toEqual([]);
  });

  it("antd-mobile's spinner, error block, overlays and toast come from the modules that load them on first use", async () => {
    for (const file of ['client/src/pages/my/probe.tsx', 'client/src/features/wallet/probe.tsx', 'client/src/components/probe.tsx']) {
      expect(await rulesFiredOn(file, "import { Popup } from 'antd-mobile';\nexport const a = Popup;\n")).toContain('no-restricted-imports');
      expect(await rulesFiredOn(file, "import { Button, Toast } from 'antd-mobile';\nexport const a = [Button, Toast];\n")).toContain('no-restricted-imports');
    }
    expect(await rulesFiredOn('client/src/pages/my/probe.tsx', "import { Button } from 'antd-mobile';\nexport const a = Button;\n")).toEqual([]);
  });

  it('pages and components never spell a route path', async () => {
    expect(await rulesFiredOn('client/src/components/probe.ts', "export const a = '/home';\n")).toContain('no-restricted-syntax');
    expect(await rulesFiredOn('client/src/pages/my/probe.ts', 'export const a = (s: string) => `/kline?symbol=${s}`;\n')).toContain('no-restricted-syntax');
    expect(
      await rulesFiredOn('client/src/pages/my/probe.ts', "import { routes } from '../../lib/route-paths.ts';\nexport const a = routes.home;\n"),
    ).toEqual([]);
  });
});
