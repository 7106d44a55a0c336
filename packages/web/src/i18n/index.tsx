/**
 * The one message catalogue of the interface: every text the user reads comes from here (en.ts, el.ts),
 * except the game data's own English texts (card texts, unit names), which have their translations in
 * games/*.el.ts beside this file.
 *
 * Messages may contain `{name}` placeholders. A plural is written as `{count|one|other}`, e.g.
 * '{n} {n|card|cards}'.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { el } from './el.ts';
import { en, type MessageKey } from './en.ts';

export type { MessageKey };
export type Lang = 'en' | 'el';
export const LANGS: readonly Lang[] = ['en', 'el'];
export type Params = Record<string, string | number>;
export type T = (key: MessageKey, params?: Params) => string;

export const CATALOGUES: Record<Lang, Record<MessageKey, string>> = { en, el };

const STORAGE_KEY = 'wargame.lang';

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Fill `{name}` placeholders and `{n|one|other}` plurals. */
export function format(template: string, params: Params = {}): string {
  return template.replace(
    /\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g,
    (whole, name: string, one?: string, other?: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      if (one !== undefined && other !== undefined) return Number(value) === 1 ? one : other;
      return String(value);
    },
  );
}

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const template = CATALOGUES[lang][key] ?? en[key] ?? key;
  return format(template, params);
}

export function makeT(lang: Lang): T {
  return (key, params) => translate(lang, key, params);
}

function initialLang(): Lang {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (stored === 'en' || stored === 'el') return stored;
  } catch {
    // storage may be unavailable (private mode); fall through
  }
  const nav = globalThis.navigator?.language ?? 'en';
  return nav.toLowerCase().startsWith('el') ? 'el' : 'en';
}

interface I18n {
  lang: Lang;
  t: T;
  setLang(lang: Lang): void;
}

const I18nContext = createContext<I18n>({ lang: 'en', t: makeT('en'), setLang: () => {} });

export function I18nProvider({ children, lang: fixed }: { children: ReactNode; lang?: Lang }) {
  const [lang, setLangState] = useState<Lang>(() => fixed ?? initialLang());
  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // ignore
    }
    if (globalThis.document) globalThis.document.documentElement.lang = next;
  }, []);
  const value = useMemo(() => ({ lang, t: makeT(lang), setLang }), [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useT(): T {
  return useContext(I18nContext).t;
}
