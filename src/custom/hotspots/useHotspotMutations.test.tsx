import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HttpError, testDataProvider, useGetList } from 'react-admin';
import type { InteriorHotspot, Web360Config } from '../../../contract/index.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { WEB360_RESOURCE } from '../../dataProvider/web360.ts';
import { useHotspotMutations } from './useHotspotMutations.ts';

const hotspot: InteriorHotspot = {
  id: 'int-1',
  type: 'FEATURE',
  title: 'Sunroof',
  description: '',
  pictures: [],
  pitch: 1,
  yaw: 2,
  version: 4,
};
const config: Web360Config = {
  stockid: 'A1',
  spin: null,
  interior: null,
  exteriorHotspots: [],
  interiorHotspots: [hotspot],
};

const setup = (overrides: Record<string, (...args: never[]) => Promise<unknown>>) => {
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  const dataProvider = testDataProvider({ getWeb360Config: vi.fn(async () => config), getList, ...overrides });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestAdmin dataProvider={dataProvider}>{children}</TestAdmin>
  );
  // The assets table's list query, open behind the hotspot dialog.
  const rendered = renderHook(
    () => {
      useGetList(WEB360_RESOURCE, { pagination: { page: 1, perPage: 20 } });
      return useHotspotMutations('A1');
    },
    { wrapper },
  );
  return { ...rendered, getList };
};

describe('useHotspotMutations', () => {
  it('posts the stock id with the view hotspots and toasts the server message', async () => {
    const saveHotspots = vi.fn(async () => ({ message: 'Data added successfully', data: config }));
    const { result } = setup({ saveHotspots });
    act(() => result.current.save.mutate({ view: 'interior', hotspots: [hotspot] }));
    expect(await screen.findByText('Data added successfully')).toBeInTheDocument();
    expect(saveHotspots).toHaveBeenCalledWith({ stockid: 'A1', interiorHotspots: [hotspot] });
  });

  it('says so when the hotspot changed meanwhile (412)', async () => {
    const saveHotspots = vi.fn(async () => {
      throw new HttpError('Stale version', 412, { message: 'Stale version' });
    });
    const { result } = setup({ saveHotspots });
    act(() => result.current.save.mutate({ view: 'interior', hotspots: [hotspot] }));
    expect(
      await screen.findByText('Someone else changed this hotspot meanwhile; the latest version is shown again.'),
    ).toBeInTheDocument();
  });

  it('deletes by view and id and toasts the server message', async () => {
    const deleteHotspot = vi.fn(async () => ({ message: 'Data deleted successfully' }));
    const { result } = setup({ deleteHotspot });
    act(() => result.current.remove.mutate({ view: 'exterior', id: 'ext-9' }));
    expect(await screen.findByText('Data deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(deleteHotspot).toHaveBeenCalledWith('A1', 'exterior', 'ext-9'));
  });

  it('reloads the assets table after a save and after a delete, so its hotspot counts are current', async () => {
    const saveHotspots = vi.fn(async () => ({ message: 'Data added successfully', data: config }));
    const deleteHotspot = vi.fn(async () => ({ message: 'Data deleted successfully' }));
    const { result, getList } = setup({ saveHotspots, deleteHotspot });
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    act(() => result.current.save.mutate({ view: 'interior', hotspots: [hotspot] }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    act(() => result.current.remove.mutate({ view: 'interior', id: 'int-1' }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(3));
  });
});
