import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

/** Where Chromium is: CHROMIUM overrides the Debian package's path. */
export function chromiumPath(): string {
  return process.env.CHROMIUM ?? DEFAULT_PATH;
}

/**
 * End-to-end tests never skip silently: Chromium is installed from Debian's
 * packages when it is missing and we can (root with apt-get, as on CI), and
 * otherwise the run stops with a message that says how.
 */
const canApt = () => process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;

function aptInstall(packages: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }).status === 0;
}

/**
 * Screenshots of the Chinese, Japanese, Korean and Thai screens need their
 * fonts; without them the text renders as boxes (the tests still read the DOM).
 */
function ensureFonts(): void {
  const hasCjk = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout?.trim();
  if (hasCjk || !canApt()) return;
  console.log('[e2e] installing CJK and Thai fonts for screenshots (fonts-noto-cjk, fonts-thai-tlwg)');
  if (!aptInstall(['fonts-noto-cjk', 'fonts-thai-tlwg'])) console.warn('[e2e] fonts could not be installed: screenshots show boxes for CJK text');
}

export function ensureChromium(): string {
  const path = chromiumPath();
  if (existsSync(path)) {
    ensureFonts();
    return path;
  }
  if (!process.env.CHROMIUM && canApt()) {
    console.log('[e2e] Chromium is missing: installing Debian package chromium (about a minute)');
    if (aptInstall(['chromium']) && existsSync(path)) {
      ensureFonts();
      return path;
    }
  }
  throw new Error(
    `End-to-end tests need Chromium at ${path}. Install it with "sudo apt-get install chromium" (Debian/Ubuntu), ` +
      'or point CHROMIUM=/path/to/chrome at another Chromium or Chrome build.',
  );
}

/** Flags for a closed network and a root user (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
