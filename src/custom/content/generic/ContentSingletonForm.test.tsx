import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heroCarouselSetting, SINGLETON_ID } from '../../../../contract/content/index.ts';
import { ApiError } from '../../../dataProvider/http.ts';
import { TestAdmin } from '../../../test/TestAdmin.tsx';
import { ContentSingletonForm } from './ContentSingletonForm.tsx';
import { formDataProvider, type Doc, type FormApi } from './contentFormTestKit.tsx';

const settings: Doc = {
  id: SINGLETON_ID,
  _id: SINGLETON_ID,
  version: 4,
  sliderSpeed: 300,
  autoPlay: true,
  interval: 6,
};

const renderSettings = (api: FormApi = {}) => {
  // The same object: a test changes it to play the server recovering.
  const provider = formDataProvider(Object.assign(api, { doc: api.doc ?? settings }));
  render(
    <TestAdmin dataProvider={provider.dataProvider}>
      <ContentSingletonForm collection={heroCarouselSetting} history={false} />
    </TestAdmin>,
  );
  return provider;
};

/** The settings loaded (6 s on each image), then the admin types another time. */
const typeInterval = async (value: string) => {
  const { update } = renderSettings();
  const user = userEvent.setup();
  const interval = await screen.findByRole('spinbutton', { name: 'Time on each image' });
  await waitFor(() => expect(interval).toHaveValue(6));
  await user.clear(interval);
  await user.type(interval, value);
  return { update, user, interval };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a singleton’s generic form', () => {
  it('saves the one document with its version, the server’s answer as the toast', async () => {
    const { update, user } = await typeInterval('8');
    await user.click(screen.getByRole('switch', { name: 'Play automatically' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('heroCarouselSetting', expect.objectContaining({ id: SINGLETON_ID }));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({
      version: 4,
      interval: 8,
      autoPlay: false,
      sliderSpeed: 300,
    });
  });

  it('shows the server’s limit under the input before any request', async () => {
    const { update, user, interval } = await typeInterval('90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(interval).toHaveAccessibleDescription(/At most 60 seconds/));
    expect(update).not.toHaveBeenCalled();
  });

  it('stays with Try again when the load fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api: FormApi = { failLoad: new ApiError('Service unavailable', 503, null, true) };
    renderSettings(api);
    const user = userEvent.setup();
    expect(
      await screen.findByText('This hero carousel settings could not be loaded: Service unavailable'),
    ).toBeInTheDocument();
    api.failLoad = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('spinbutton', { name: 'Time on each image' })).toHaveValue(6);
  });
});
