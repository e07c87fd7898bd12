import { describe, expect, it } from 'vitest';
import { contrastRatio, formatContrast, parseHex, relativeLuminance, WCAG_AA_NORMAL_TEXT } from './contrast.ts';

describe('carousel text contrast (WCAG 2)', () => {
  it('reads 3 and 6 digit hex colours, and nothing else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#1A2b3c')).toEqual([26, 43, 60]);
    expect(parseHex(' #000 ')).toEqual([0, 0, 0]);
    for (const bad of ['fff', '#ffff', '#12345g', '', 'red']) expect(parseHex(bad)).toBeNull();
  });

  it('gives black and white their luminances and 21:1 between them, whichever is the text', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('matches known pairs around the AA threshold of 4.5:1', () => {
    // #767676 on white is the lightest grey that passes AA (4.54:1); #777777 just fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')!).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
    expect(contrastRatio('#777777', '#ffffff')!).toBeLessThan(WCAG_AA_NORMAL_TEXT);
    expect(formatContrast(contrastRatio('#777777', '#ffffff')!)).toBe('4.47');
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
  });

  it('has no ratio while a colour is not a colour yet', () => {
    expect(contrastRatio('#ff', '#fff')).toBeNull();
    expect(contrastRatio('#000', '')).toBeNull();
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatContrast(4.4999)).toBe('4.49');
    expect(formatContrast(21)).toBe('21.00');
  });
});
