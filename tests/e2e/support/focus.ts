import type { Locator, Page } from '@playwright/test';

/**
 * Puts the keyboard focus on a control as Tab does (the browser's focus-visible state, which MUI's buttons and
 * switches follow): focused, then Shift+Tab and Tab back.
 */
export async function tabTo(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
}

/**
 * The ring a sighted keyboard user sees around the focused control, as 'width style': the outline of what is drawn
 * for it. A switch's or checkbox's own input is invisible: its knob or box is what shows the focus.
 */
export function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused) return 'nothing focused';
    const shown =
      focused.closest('.MuiSwitch-root')?.querySelector('.MuiSwitch-thumb') ??
      focused.closest('.MuiCheckbox-root') ??
      focused;
    const style = getComputedStyle(shown);
    return `${style.outlineWidth} ${style.outlineStyle}`;
  });
}
