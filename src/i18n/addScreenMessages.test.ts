import { describe, expect, it } from 'vitest';
import { addScreenMessages, i18nProvider } from './index.ts';

describe("a lazy screen's texts", () => {
  it('translate once the screen adds them, beside the texts loaded at start', async () => {
    expect(i18nProvider.translate('app.test_screen.title')).toBe('app.test_screen.title');
    await addScreenMessages({ app: { test_screen: { title: 'Screen %{name}' } } });
    expect(i18nProvider.translate('app.test_screen.title', { name: 'A' })).toBe('Screen A');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});
