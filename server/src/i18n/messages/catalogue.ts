import type { Language } from '@sandbox/shared';

/** Message key -> text per language; `{name}` placeholders are filled from the error's params. */
export type Catalogue = Record<string, Record<Language, string>>;
