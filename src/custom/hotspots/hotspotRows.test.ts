import { describe, expect, it } from 'vitest';
import { exteriorHotspot, type Web360Config } from '../../../contract/index.ts';
import { findHotspot, hotspotRows, newHotspotId, showTarget } from './hotspotRows.ts';

const config: Web360Config = {
  stockid: 'A10001',
  spin: {
    rows: [
      { angle: 20, frames: ['/a.jpg', '/b.jpg'] },
      { angle: 45, frames: ['/c.jpg', '/d.jpg'] },
    ],
  },
  interior: { panorama: '/pano.jpg' },
  exteriorHotspots: [
    {
      id: 'ext-1',
      type: 'DAMAGE',
      title: 'Dent',
      description: 'Rear',
      pictures: [],
      offsetX: 10.4,
      offsetY: 20.6,
      rowIndex: 1,
      imageIndex: 1,
      version: 1,
    },
  ],
  interiorHotspots: [
    {
      id: 'int-1',
      type: 'FEATURE',
      title: 'Sunroof',
      description: '',
      pictures: [{ _id: 'p', name: 'x-1.jpg', picture: '/p.jpg', title: 'P' }],
      pitch: 12.345,
      yaw: -33.33,
      version: 3,
    },
  ],
};

describe('hotspot table rows', () => {
  it('lists the exterior hotspots with their layer angle, 1-based frame and rounded offsets', () => {
    expect(hotspotRows(config, 'exterior')).toEqual([
      {
        id: 'ext-1',
        type: 'DAMAGE',
        title: 'Dent',
        pictureCount: 0,
        place: { key: 'app.hotspots.table.exterior_place', values: { angle: 45, frame: 2, x: 10, y: 21 } },
      },
    ]);
  });

  it('lists the interior hotspots with pitch and yaw to one decimal', () => {
    const [row] = hotspotRows(config, 'interior');
    expect(row).toMatchObject({ id: 'int-1', pictureCount: 1, place: { values: { pitch: 12.3, yaw: -33.3 } } });
  });
});

describe('Show', () => {
  it('turns the exterior editor to the hotspot frame and the panorama to its direction', () => {
    expect(showTarget(config, 'exterior', 'ext-1', 7)).toEqual({
      view: 'exterior',
      rowIndex: 1,
      imageIndex: 1,
      nonce: 7,
    });
    expect(showTarget(config, 'interior', 'int-1', 8)).toEqual({
      view: 'interior',
      pitch: 12.345,
      yaw: -33.33,
      nonce: 8,
    });
  });

  it('has no target for a hotspot of the other view or one that is gone', () => {
    expect(showTarget(config, 'interior', 'ext-1', 1)).toBeNull();
    expect(findHotspot(config, 'exterior', 'nope')).toBeUndefined();
  });
});

describe('newHotspotId', () => {
  it('makes ids the contract accepts, distinct per view', () => {
    const ext = newHotspotId('exterior', 1_700_000_000_000, 0.5);
    const int = newHotspotId('interior', 1_700_000_000_000, 0.001);
    expect(ext).toMatch(/^ext-[a-z0-9]+-[a-z0-9]{4}$/);
    expect(int).toMatch(/^int-[a-z0-9]+-[a-z0-9]{4}$/);
    const parsed = exteriorHotspot.safeParse({ ...config.exteriorHotspots[0], id: ext });
    expect(parsed.success).toBe(true);
  });
});
