/** Constants of SPEC.md section 9. */

/**
 * The interface languages (ARCHITECTURE.md section 5), the one table of them: the app's code
 * (SPEC.md; zh-cn is Simplified, zh-tw Traditional Chinese), the name in the language itself
 * (language pickers, the seeded language list) and the BCP 47 tag (Intl, the page's lang).
 */
export const LANGUAGE_TABLE = [
  { code: 'en-us', label: 'English', tag: 'en-US' },
  { code: 'jp', label: '日本語', tag: 'ja-JP' },
  { code: 'ko', label: '한국어', tag: 'ko-KR' },
  { code: 'mlxy', label: 'Bahasa Melayu', tag: 'ms-MY' },
  { code: 'tai', label: 'ไทย', tag: 'th-TH' },
  { code: 'vl', label: 'Tiếng Việt', tag: 'vi-VN' },
  { code: 'xi', label: 'Español', tag: 'es-ES' },
  { code: 'zh-cn', label: '简体中文', tag: 'zh-CN' },
  { code: 'zh-tw', label: '繁體中文', tag: 'zh-TW' },
] as const;

type LanguageRow = (typeof LANGUAGE_TABLE)[number];
export type Language = LanguageRow['code'];
type CodesOf<T extends readonly LanguageRow[]> = { readonly [I in keyof T]: T[I] extends { code: infer C } ? C : never };
/** The codes in table order (a tuple, so zod enums can take it). */
export const LANGUAGES = LANGUAGE_TABLE.map((row) => row.code) as unknown as CodesOf<typeof LANGUAGE_TABLE>;
/** Each language's name in itself. */
export const LANGUAGE_LABELS = Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.code, row.label])) as Record<Language, LanguageRow['label']>;
/** Each language's BCP 47 tag. */
export const LANGUAGE_TAGS = Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.code, row.tag])) as Record<Language, LanguageRow['tag']>;
export const DEFAULT_LANGUAGE: Language = 'en-us';
/** The languages a catalogue text is translated into: English, the default, is the row's own column. */
export type TranslatedLanguage = Exclude<Language, 'en-us'>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Calls time out after 60 s (SPEC.md section 7). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** POST bodies carry a random key of this length; the alphabet (letters and digits without look-alikes) lives in shared/src/wire. */
export const REQUEST_KEY_LENGTH = 32;
export const REQUEST_KEY_ALPHABET_NAME = 'letters and digits without look-alike characters';

export const API_PREFIX = '/api';
export const TOKEN_HEADER = 'X-Access-Token';
/** The device token a sign-in answered with, sent back on the next sign-ins (sign-in throttle). */
export const DEVICE_HEADER = 'X-Device-Token';
/** Device tokens one browser keeps and sends (one per account that signed in on it). */
export const MAX_DEVICE_TOKENS = 5;
/** Header carrying the client's language so server messages come translated. */
export const LANG_HEADER = 'lang';

/** Browser storage keys: token and lang in local storage, pc-url in session storage. */
export const STORAGE_KEYS = {
  token: 'token',
  lang: 'lang',
  pcUrl: 'pc-url',
  lastActivityReport: 'last-activity-report',
  /** The brand title the settings last gave (components/brand.tsx): the first frame and render show it before they arrive. */
  brandTitle: 'brand-title',
} as const;

/** Desktop redirect to /pc.html only above this screen width (and only when isPcLimite is set). */
export const DESKTOP_MIN_WIDTH_EXCLUSIVE = 575;
export const PC_PAGE = '/pc.html';
/** Layout base width; the rem scale is width / 750. */
export const BASE_WIDTH = 375;
export const DESIGN_WIDTH = 750;
/** Narrower screens lay out as this width (the root font size stops shrinking). */
export const MIN_LAYOUT_WIDTH = 320;

export interface CountryInfo {
  englishName: string;
  chineseName: string;
  countryCode: string;
  phoneCode: string;
}
export const DEFAULT_COUNTRY: Readonly<CountryInfo> = Object.freeze({
  englishName: 'United States',
  chineseName: '美国',
  countryCode: 'US',
  phoneCode: '1',
});

export const DEFAULT_REDIRECT = '/home';
export const LOGIN_PATH = '/login';

/** Page-loading overlay defaults. */
export const LOADING_OVERLAY = Object.freeze({
  minDurationMs: 300,
  text: 'Loading...',
  background: 'rgba(255,255,255,0.9)',
});

export const TOAST_DURATION_MS = 2000;
export const ACTIVITY_REPORT_INTERVAL_MS = 3_600_000;
export const TIMER_INTERVAL_MS = 60_000;

/** What a number shows while it has no value (not loaded yet, empty, not numeric). */
export const NO_VALUE_TEXT = '--';

/** Region time is UTC+8. */
export const REGION_UTC_OFFSET_HOURS = 8;
export const REGION_UTC_OFFSET_MINUTES = REGION_UTC_OFFSET_HOURS * 60;
/** Region time as an IANA zone, for libraries that take one (the K-line): the POSIX-style name's sign is inverted, "Etc/GMT-8" is UTC+8, no daylight saving. */
export const REGION_TIME_ZONE = `Etc/GMT-${REGION_UTC_OFFSET_HOURS}`;

export const DATE_FORMATS = {
  /** Display format used by most screens. */
  display: 'DD/MM/YYYY HH:mm:ss',
  /** Wire format of every date-time. */
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  date: 'YYYY-MM-DD',
} as const;
export type DateFormat = (typeof DATE_FORMATS)[keyof typeof DATE_FORMATS];

const KB = 1024;
const MB = 1024 * KB;

/** Images under this size are uploaded as they are. */
export const COMPRESSION_MIN_BYTES = 200 * KB;
/** Quality per size band, upper bound exclusive (SPEC.md section 9). */
export const COMPRESSION_QUALITY_TABLE: ReadonlyArray<{ readonly maxBytes: number; readonly quality: number }> = [
  { maxBytes: 512 * KB, quality: 0.9 },
  { maxBytes: 1 * MB, quality: 0.8 },
  { maxBytes: 2 * MB, quality: 0.85 },
  { maxBytes: 10 * MB, quality: 0.8 },
  { maxBytes: 20 * MB, quality: 0.75 },
];
/** Quality for files beyond the table (the spec's "default quality" reading). */
export const COMPRESSION_DEFAULT_QUALITY = 0.75;
export const COMPRESSION_WIDTH = 1080;
export const COMPRESSION_MIN_WIDTH = 10;

/** Compression quality for an image of `bytes`, or null when it is left as it is (under 200 KB). */
export function compressionQuality(bytes: number): number | null {
  if (bytes < COMPRESSION_MIN_BYTES) return null;
  const band = COMPRESSION_QUALITY_TABLE.find((entry) => bytes < entry.maxBytes);
  return band ? band.quality : COMPRESSION_DEFAULT_QUALITY;
}

/** VIP levels 0..6, set by total assets. */
export const VIP_LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
export type VipLevel = (typeof VIP_LEVELS)[number];

/** External link modes: 1 does nothing, 2 navigates directly, 4 opens the outlink page with ?url=. */
export const LINK_MODE = { NONE: 1, DIRECT: 2, OUTLINK: 4 } as const;
export type LinkMode = (typeof LINK_MODE)[keyof typeof LINK_MODE];

/** Setting keys readable without login through set.getKeyByParam; every other key is refused. */
export const PUBLIC_SETTING_KEYS = [
  'isPcLimite',
  'brandTitle',
  'environmentBadge',
  'customerServiceUrl',
  'whitePaperUrl',
  'aboutUsUrl',
  'minRechargeAmount',
  'minWithdrawalAmount',
] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

/**
 * The setting a scenario with demo accounts writes (JSON: [{ account, password }]); the public
 * settings list them so the sandbox login page offers one-tap sign-in. Only demo accounts whose
 * passwords are published anyway (scripts/src/scenarios/demo-accounts.ts) are ever written here.
 */
export const DEMO_ACCOUNTS_SETTING = 'sandbox.demoAccounts';

/** The brand title when the `brandTitle` setting is empty, and in index.html and the first frames until the settings arrive. */
export const DEFAULT_BRAND_TITLE = 'Trading Sandbox';
/** Marks the brand title's element (client components/brand.tsx): index.html's shell script writes the stored title into the first frame's. */
export const BRAND_TITLE_ATTRIBUTE = 'data-brand-title';
/** Environment badge shown when the server setting is empty (ARCHITECTURE.md section 1). */
export const DEFAULT_ENVIRONMENT_BADGE = 'SANDBOX';
/** Every balance is valued in this currency. */
export const VALUATION_CURRENCY = 'USDT';

/** The K-line intervals the server folds (contract ext.candles), finest first. */
export const CANDLE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];
