// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvField } from './exportCsv.ts';

describe('export CSV fields (RFC 4180)', () => {
  it('leaves plain values as they are', () => {
    expect(csvField('Toyota')).toBe('Toyota');
    expect(csvField(24500.5)).toBe('24500.5');
    expect(csvField('')).toBe('');
  });

  it('quotes values with commas, quotes or line breaks and doubles their quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('19" rims')).toBe('"19"" rims"');
    expect(csvField('line\r\nbreak')).toBe('"line\r\nbreak"');
  });

  it('reads back exactly with a standard CSV parser', () => {
    const tricky = ['plain', 'a,b', 'say "hi"', 'two\nlines', '"', ',', ' spaced '];
    const line = tricky.map(csvField).join(',');
    expect(Papa.parse<string[]>(line, { newline: '\r\n' }).data[0]).toEqual(tricky);
  });

  it('makes text a spreadsheet would run as a formula inert with a leading quote, also after spaces', () => {
    expect(csvField("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-5 door')).toBe("'-5 door");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('   =1')).toBe("'   =1");
    expect(csvField('=a,b')).toBe(`"'=a,b"`);
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('   ')).toBe('   ');
  });

  it('keeps numbers, negative ones too, as numbers', () => {
    expect(csvField(-500)).toBe('-500');
    expect(csvField(-0.5)).toBe('-0.5');
  });
});
