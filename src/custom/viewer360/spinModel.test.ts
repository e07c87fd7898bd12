import { describe, expect, it } from 'vitest';
import { allFrameUrls, parseSpinXml, SpinXmlError } from './spinModel.ts';

const xml = (rows: number, frames: string) => `<?xml version="1.0"?>
<config>
  <settings/>
  <hotspots>
    <hotspot id="dent-1"><spotinfo txt="Dent &amp;lt;b&amp;gt; &amp;amp; co&lt;br&gt;Tom&amp;apos;s door &lt;i&gt;x" src="/img/closeup.jpg"/></hotspot>
    <hotspot id="wheel"><spotinfo txt="Alloy wheels"/></hotspot>
  </hotspots>
  <images rows="${rows}">${frames}</images>
</config>`;

const frame = (n: number, spots = '') => `<image src="/f/${n}.jpg">${spots}</image>`;

describe('parseSpinXml', () => {
  it('splits row-major frames into rows and keeps per-frame placements', () => {
    const frames = [
      frame(0, '<hotspot source="dent-1" offsetX="172" offsetY="251"/>'),
      frame(1),
      frame(2),
      frame(
        3,
        '<hotspot source="wheel" offsetX="10.5" offsetY="20"/><hotspot source="dent-1" offsetX="5" offsetY="6"/>',
      ),
    ].join('');
    const model = parseSpinXml(xml(2, frames));
    expect(model.perRow).toBe(2);
    expect(model.rows.map((row) => row.map((f) => f.src))).toEqual([
      ['/f/0.jpg', '/f/1.jpg'],
      ['/f/2.jpg', '/f/3.jpg'],
    ]);
    expect(model.rows[0]?.[0]?.placements).toEqual([{ id: 'dent-1', x: 172, y: 251 }]);
    expect(model.rows[0]?.[1]?.placements).toEqual([]);
    expect(model.rows[1]?.[1]?.placements).toEqual([
      { id: 'wheel', x: 10.5, y: 20 },
      { id: 'dent-1', x: 5, y: 6 },
    ]);
    expect(allFrameUrls(model)).toEqual(['/f/0.jpg', '/f/1.jpg', '/f/2.jpg', '/f/3.jpg']);
  });

  it('reads the HTML tooltip as plain text lines (escapes decoded once, other markup literal) and the close-up', () => {
    const model = parseSpinXml(xml(1, frame(0)));
    expect(model.hotspots['dent-1']).toEqual({
      id: 'dent-1',
      lines: ['Dent <b> & co', "Tom's door <i>x"],
      closeUp: '/img/closeup.jpg',
    });
    expect(model.hotspots.wheel?.lines).toEqual(['Alloy wheels']);
    expect(model.hotspots.wheel?.closeUp).toBeNull();
  });

  it('falls back to one row when the frames do not divide into the rows, like the WebRotate runtime', () => {
    const model = parseSpinXml(xml(3, [0, 1, 2, 3, 4].map((n) => frame(n)).join('')));
    expect(model.rows).toHaveLength(1);
    expect(model.perRow).toBe(5);
  });

  it('skips placements of undeclared hotspots or without offsets', () => {
    const model = parseSpinXml(
      xml(1, frame(0, '<hotspot source="ghost" offsetX="1" offsetY="2"/><hotspot source="wheel"/>')),
    );
    expect(model.rows[0]?.[0]?.placements).toEqual([]);
  });

  it('gives an empty spin when there are no images', () => {
    expect(parseSpinXml('<config><hotspots/><images rows="3"/></config>')).toEqual({
      rows: [],
      perRow: 0,
      hotspots: {},
    });
  });

  it('rejects text that is not XML or not a configuration', () => {
    expect(() => parseSpinXml('<config><images>')).toThrow(SpinXmlError);
    expect(() => parseSpinXml('<html><body/></html>')).toThrow('no <config> root');
  });
});
