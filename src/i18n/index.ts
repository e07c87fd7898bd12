import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import en from './en.ts';

let messages: TranslationMessages = en;

/**
 * English only for now. `allowMissing` lets server messages (already human text, e.g. the
 * 429 throttling message) pass through `translate` unchanged.
 */
export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

/**
 * A screen's own texts, added when its lazy chunk loads (initial JS budget: the texts of every content screen
 * weighed 9 kB gzip at start). Called at the top level of the chunk's entry module, so the texts are in before the
 * chunk's first render: changeLocale rebuilds the phrase table in a microtask queued while the module evaluates.
 * `asDefaults`: texts that yield to those already there (the labels derived from the content declarations fill the
 * keys no screen wrote, so a screen's own wording stays).
 */
export const addScreenMessages = (extra: object, asDefaults = false): Promise<void> => {
  const texts = extra as TranslationMessages;
  messages = asDefaults ? mergeTranslations(texts, messages) : mergeTranslations(messages, texts);
  return i18nProvider.changeLocale('en');
};
