import { describe, expect, it } from 'vitest';
import type { AttachedPicture, ExteriorHotspot, PinMapContent } from '../../../contract/index.ts';
import { frameChanges, frameContent } from './exteriorPins.ts';
import { nth } from '../../../tests/support/nth.ts';

const picture = (id: string): AttachedPicture => ({
  _id: id,
  name: `close-${id}.jpg`,
  picture: `/dms/${id}.jpg`,
  title: `Close ${id}`,
});

const spot = (over: Partial<ExteriorHotspot>): ExteriorHotspot => ({
  id: 'h1',
  type: 'DAMAGE',
  title: 'Scratch',
  description: 'Left door',
  pictures: [],
  offsetX: 100,
  offsetY: 50,
  rowIndex: 0,
  imageIndex: 3,
  version: 2,
  ...over,
});

const frame = { rowIndex: 0, imageIndex: 3 };

describe('frameContent', () => {
  it('gives the pin editor only the hotspots of that frame, offsets as area coordinates', () => {
    const content = frameContent(
      [
        spot({}),
        spot({ id: 'other-frame', imageIndex: 4 }),
        spot({ id: 'other-row', rowIndex: 1 }),
        spot({ id: 'h2', pictures: [picture('p1')], severity: 'major' }),
      ],
      frame,
      { width: 520, height: 390 },
    );
    expect(content.areas).toEqual([
      { name: 'h1', shape: 'circle', coords: [100, 50, 20] },
      { name: 'h2', shape: 'circle', coords: [100, 50, 20] },
    ]);
    expect(content.description.map((d) => d.id)).toEqual(['h1', 'h2']);
    expect(content.description[1]).toMatchObject({
      severity: 'major',
      closeUp: picture('p1'),
      rowIndex: 0,
      imageIndex: 3,
    });
  });

  it('gives saved pins the radius a new pin gets on that frame: 20 at 520 px, so 36.92 on a 960 px frame', () => {
    expect(frameContent([spot({})], frame, { width: 960, height: 540 }).areas[0]?.coords).toEqual([100, 50, 36.92]);
  });
});

describe('frameChanges', () => {
  const stored = [spot({})];
  const withPin = (x: number, y: number, title = 'Scratch'): PinMapContent => ({
    areas: [{ name: 'h1', shape: 'circle', coords: [x, y, 20] }],
    description: [{ id: 'h1', type: 'DAMAGE', title, description: 'Left door' }],
  });

  it('sends nothing when the frame is unchanged', () => {
    expect(frameChanges(stored, frame, withPin(100, 50))).toEqual({ upserts: [], removed: [] });
  });

  it('updates a moved pin with the frame indexes and the version it was read at', () => {
    const { upserts } = frameChanges(stored, frame, withPin(240.6, 80.2));
    expect(upserts).toEqual([spot({ offsetX: 241, offsetY: 80 })]);
  });

  it('creates a new hotspot without a version on the frame it was placed on', () => {
    const next: PinMapContent = {
      areas: [...withPin(100, 50).areas, { name: 'new-1', shape: 'circle', coords: [10, 20, 20] }],
      description: [
        ...withPin(100, 50).description,
        { id: 'new-1', type: 'FEATURE', title: 'Alloy wheels', description: '18 inch' },
      ],
    };
    const { upserts } = frameChanges(stored, frame, next);
    expect(upserts).toEqual([
      {
        id: 'new-1',
        type: 'FEATURE',
        title: 'Alloy wheels',
        description: '18 inch',
        pictures: [],
        offsetX: 10,
        offsetY: 20,
        rowIndex: 0,
        imageIndex: 3,
      },
    ]);
  });

  it('skips draft pins with an empty title', () => {
    expect(frameChanges([], frame, withPin(5, 5, '  ')).upserts).toEqual([]);
  });

  it('reports pins removed in the editor', () => {
    expect(frameChanges([...stored, spot({ id: 'h9', imageIndex: 7 })], frame, { areas: [], description: [] })).toEqual(
      { upserts: [], removed: ['h1'] },
    );
  });

  it('puts a close-up chosen in the editor first and keeps the other attached pictures', () => {
    const attached = [spot({ pictures: [picture('a'), picture('b')] })];
    const next = withPin(100, 50);
    next.description[0] = { ...nth(next.description, 0), closeUp: picture('b') };
    expect(frameChanges(attached, frame, next).upserts[0]?.pictures).toEqual([picture('b'), picture('a')]);
  });
});
