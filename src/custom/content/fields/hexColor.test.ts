import { describe, expect, it } from 'vitest';
import { HEX_COLOR_MESSAGE } from '../../../../contract/content/index.ts';
import { validateHexColor } from './HexColorInput.tsx';

describe('hex colour rule (spec §5: 3 or 6 hex digits)', () => {
  it.each(['#fff', '#FFF', '#1a2b3c', '#A0B1C2', ' #abc '])('accepts %j', (value) => {
    expect(validateHexColor(value)).toBeUndefined();
  });

  it.each(['fff', '#ff', '#ffff', '#fffff', '#1a2b3c4', '#ggg', 'red', '#12 345', 'rgb(0,0,0)'])(
    'refuses %j with the contract’s message',
    (value) => {
      expect(validateHexColor(value)).toBe(HEX_COLOR_MESSAGE);
    },
  );

  it('lets an empty colour through: the public site then uses its default', () => {
    expect(validateHexColor('')).toBeUndefined();
    expect(validateHexColor(null)).toBeUndefined();
  });
});
