import { describe, expect, it } from 'vitest';
import { dragSteps, fitWidth, stepPosition, toDisplay } from './spinMath.ts';

const shape = { rowCount: 3, perRow: 24 };

describe('stepPosition', () => {
  it('wraps frames around a full turn in both directions', () => {
    expect(stepPosition({ row: 0, frame: 23 }, 1, 0, shape)).toEqual({ row: 0, frame: 0 });
    expect(stepPosition({ row: 0, frame: 0 }, -1, 0, shape)).toEqual({ row: 0, frame: 23 });
    expect(stepPosition({ row: 0, frame: 5 }, 50, 0, shape)).toEqual({ row: 0, frame: 7 });
  });

  it('stops rows at the lowest and highest layer', () => {
    expect(stepPosition({ row: 2, frame: 3 }, 0, 1, shape)).toEqual({ row: 2, frame: 3 });
    expect(stepPosition({ row: 0, frame: 3 }, 0, -4, shape)).toEqual({ row: 0, frame: 3 });
    expect(stepPosition({ row: 0, frame: 3 }, 0, 1, shape)).toEqual({ row: 1, frame: 3 });
  });

  it('leaves an empty spin alone', () => {
    expect(stepPosition({ row: 0, frame: 0 }, 3, 1, { rowCount: 0, perRow: 0 })).toEqual({ row: 0, frame: 0 });
  });
});

describe('dragSteps', () => {
  const sensitivity = { pxPerFrame: 10, pxPerRow: 40 };

  it('turns a leftward drag into next frames and keeps the remainder for the next move', () => {
    const result = dragSteps({ x: 100, y: 50 }, { x: 75, y: 50 }, sensitivity);
    expect(result).toEqual({ frames: 2, rows: 0, anchor: { x: 80, y: 50 } });
    expect(dragSteps(result.anchor, { x: 69, y: 50 }, sensitivity).frames).toBe(1);
  });

  it('turns a rightward drag into previous frames', () => {
    expect(dragSteps({ x: 0, y: 0 }, { x: 31, y: 0 }, sensitivity).frames).toBe(-3);
  });

  it('changes row only after a full row of vertical travel', () => {
    expect(dragSteps({ x: 0, y: 0 }, { x: 0, y: 39 }, sensitivity).rows).toBe(0);
    expect(dragSteps({ x: 0, y: 0 }, { x: 0, y: 85 }, sensitivity)).toEqual({
      frames: 0,
      rows: 2,
      anchor: { x: 0, y: 80 },
    });
    expect(dragSteps({ x: 0, y: 0 }, { x: 0, y: -41 }, sensitivity).rows).toBe(-1);
  });
});

describe('natural → display scaling', () => {
  it('scales a point from the frame natural pixels to the size shown', () => {
    expect(toDisplay({ x: 1040, y: 390 }, { width: 2080, height: 1560 }, { width: 520, height: 390 })).toEqual({
      x: 260,
      y: 97.5,
    });
  });

  it('fits a frame to a width keeping its aspect ratio', () => {
    expect(fitWidth({ width: 1600, height: 1000 }, 720)).toEqual({ width: 720, height: 450 });
  });

  it('gives the origin for an unknown natural size', () => {
    expect(toDisplay({ x: 5, y: 5 }, { width: 0, height: 0 }, { width: 520, height: 390 })).toEqual({ x: 0, y: 0 });
  });
});
