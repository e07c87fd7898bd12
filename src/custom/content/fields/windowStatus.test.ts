import { describe, expect, it } from 'vitest';
import { windowStatusOf } from './WindowStateField.tsx';

const NOW = Date.parse('2026-12-01T12:00:00Z');

describe('a row’s status on the public site', () => {
  it('is Hidden when not visible, whatever its window', () => {
    expect(windowStatusOf({ visible: false }, NOW)).toBe('hidden');
    expect(windowStatusOf({ visible: false, publishFrom: '2026-11-01T00:00:00Z' }, NOW)).toBe('hidden');
    expect(windowStatusOf({}, NOW)).toBe('hidden');
  });

  it('is Live when visible with no window, or inside it', () => {
    expect(windowStatusOf({ visible: true }, NOW)).toBe('live');
    expect(
      windowStatusOf({ visible: true, publishFrom: '2026-12-01T12:00:00Z', publishUntil: '2026-12-01T12:01:00Z' }, NOW),
    ).toBe('live');
  });

  it('is Scheduled before its start and Expired from its end on', () => {
    expect(windowStatusOf({ visible: true, publishFrom: '2026-12-01T12:01:00Z' }, NOW)).toBe('scheduled');
    expect(windowStatusOf({ visible: true, publishUntil: '2026-12-01T12:00:00Z' }, NOW)).toBe('expired');
  });
});
