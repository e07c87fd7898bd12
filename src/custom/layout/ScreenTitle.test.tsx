import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { ScreenTitle, screenEntryOf } from './ScreenTitle.tsx';

describe('the tab title', () => {
  it('names the screen, an edit page after the screen it belongs to', () => {
    expect(screenEntryOf('/warranty')?.name).toBe('Warranty');
    expect(screenEntryOf('/hero/abc')?.name).toBe('Home page gallery');
    expect(screenEntryOf('/cars-list')?.name).toBe('app.menu.cars_list');
    expect(screenEntryOf('/nowhere')).toBeUndefined();
  });

  it('says the screen and the console in the browser tab', async () => {
    window.history.replaceState(null, '', '/#/admins'); // TestAdmin routes by hash, without /admin
    render(
      <TestAdmin>
        <ScreenTitle />
      </TestAdmin>,
    );
    await waitFor(() => expect(document.title).toBe('Admins – Admin console'));
    window.history.replaceState(null, '', '/');
  });
});
