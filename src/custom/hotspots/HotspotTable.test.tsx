import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Web360Config } from '../../../contract/index.ts';
import { HotspotTable } from './HotspotTable.tsx';
import { InSession, sessionOf } from './hotspotTestKit.tsx';

const config: Web360Config = {
  stockid: 'A10001',
  spin: {
    rows: [
      { angle: 20, frames: ['/a.jpg'] },
      { angle: 45, frames: ['/b.jpg', '/c.jpg'] },
    ],
  },
  interior: null,
  exteriorHotspots: [
    {
      id: 'ext-1',
      type: 'DAMAGE',
      title: '<b>Dent</b>',
      description: 'Rear',
      pictures: [],
      offsetX: 10,
      offsetY: 20,
      rowIndex: 1,
      imageIndex: 1,
      version: 1,
    },
  ],
  interiorHotspots: [],
};

const renderTable = (view: 'exterior' | 'interior' = 'exterior') => {
  const handlers = { onShow: vi.fn(), onPictures: vi.fn() };
  const session = sessionOf({ config, view });
  render(
    <InSession session={session}>
      <HotspotTable {...handlers} />
    </InSession>,
  );
  return { ...handlers, onDelete: session.remove };
};

describe('HotspotTable', () => {
  it('lists the view hotspots with their layer and frame, titles as text', async () => {
    renderTable();
    const table = await screen.findByRole('table', { name: 'Exterior hotspots' });
    const row = within(table).getByRole('row', { name: /ext-1/ });
    expect(row).toHaveTextContent('DAMAGE');
    expect(row).toHaveTextContent('<b>Dent</b>');
    expect(row).toHaveTextContent('45° row, frame 2 (10, 20)');
  });

  it('Show and Pictures call back with the hotspot id', async () => {
    const { onShow, onPictures } = renderTable();
    await userEvent.click(await screen.findByRole('button', { name: 'Show <b>Dent</b>' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pictures of <b>Dent</b>' }));
    expect(onShow).toHaveBeenCalledWith('ext-1');
    expect(onPictures).toHaveBeenCalledWith('ext-1');
  });

  it('deletes only after confirmation', async () => {
    const { onDelete } = renderTable();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete <b>Dent</b>' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete hotspot <b>Dent</b>?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete <b>Dent</b>' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('ext-1');
  });

  it('says when the view has no hotspots', async () => {
    renderTable('interior');
    expect(await screen.findByText('No hotspots in this view yet.')).toBeInTheDocument();
  });
});
