import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from './en.ts';

/**
 * English only for now. `allowMissing` lets server messages (already human text, e.g. the
 * 429 throttling message) pass through `translate` unchanged.
 */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
});
