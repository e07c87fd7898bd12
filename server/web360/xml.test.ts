import { describe, expect, it } from 'vitest';
import type { DmsSpin } from '../../contract/dms.ts';
import type { ExteriorHotspot } from '../../contract/web360.ts';
import { spotText, web360Xml } from './xml.ts';
import { nth } from '../../tests/support/nth.ts';

/**
 * The XML read back as a browser reads it (jsdom's DOMParser). xmlbuilder2 can parse too, but its reader decodes
 * `&amp;#39;` twice, which would hide exactly the escaping these tests are about.
 */
function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  const children = (el: Element, name: string) =>
    Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && n.nodeName === name);
  const [images] = children(root, 'images');
  const [defs] = children(root, 'hotspots');
  if (!images || !defs) throw new Error('The XML has no <images> or no <hotspots>');
  return {
    rows: images.getAttribute('rows'),
    images: children(images, 'image').map((i) => ({
      src: i.getAttribute('src'),
      spots: children(i, 'hotspot').map((h) => ({
        source: h.getAttribute('source'),
        x: h.getAttribute('offsetX'),
        y: h.getAttribute('offsetY'),
      })),
    })),
    defs: children(defs, 'hotspot').map((h) => {
      const [info] = children(h, 'spotinfo');
      return { id: h.getAttribute('id'), txt: info?.getAttribute('txt'), src: info?.getAttribute('src') };
    }),
  };
}

const frames = (angle: number, n: number) =>
  Array.from({ length: n }, (_, i) => `https://dms.example/spin/${angle}-${i}.jpg`);
const spin = (...counts: Array<[20 | 45 | 60, number]>): DmsSpin => ({
  rows: counts.map(([angle, n]) => ({ angle, frames: frames(angle, n) })),
});
const spot = (over: Partial<ExteriorHotspot>): ExteriorHotspot => ({
  id: 'h1',
  type: 'DAMAGE',
  title: 'Scratch',
  description: 'On the door',
  pictures: [],
  offsetX: 10,
  offsetY: 20,
  rowIndex: 0,
  imageIndex: 0,
  ...over,
});

describe('the WebRotate 360 XML', () => {
  it('lists the frames row-major, 20° then 45° then 60°, whatever order the DMS sent', () => {
    const out = parse(web360Xml({ spin: spin([60, 3], [20, 3], [45, 3]), exteriorHotspots: [] }));
    expect(out.rows).toBe('3');
    expect(out.images.map((i) => i.src)).toEqual([...frames(20, 3), ...frames(45, 3), ...frames(60, 3)]);
  });

  it('leaves out rows without frames', () => {
    const out = parse(web360Xml({ spin: spin([20, 4], [45, 0], [60, 4]), exteriorHotspots: [] }));
    expect(out.rows).toBe('2');
    expect(out.images).toHaveLength(8);
  });

  it('sends only the first row, as rows="1", when the rows differ in length', () => {
    const out = parse(
      web360Xml({
        spin: spin([20, 4], [45, 6], [60, 4]),
        exteriorHotspots: [spot({ rowIndex: 1, imageIndex: 5, id: 'gone' }), spot({ imageIndex: 3 })],
      }),
    );
    expect(out.rows).toBe('1');
    expect(out.images.map((i) => i.src)).toEqual(frames(20, 4));
    expect(out.defs.map((d) => d.id)).toEqual(['h1']);
    expect(nth(out.images, 3).spots).toEqual([{ source: 'h1', x: '10', y: '20' }]);
  });

  it('places each hotspot on the frame it was put on, and only there', () => {
    const out = parse(
      web360Xml({
        spin: spin([20, 3], [45, 3]),
        exteriorHotspots: [
          spot({ id: 'a', rowIndex: 1, imageIndex: 2, offsetX: 100.4, offsetY: 50.6 }),
          spot({ id: 'b', rowIndex: 0, imageIndex: 0 }),
        ],
      }),
    );
    expect(nth(out.images, 5).spots).toEqual([{ source: 'a', x: '100', y: '51' }]);
    expect(nth(out.images, 0).spots).toEqual([{ source: 'b', x: '10', y: '20' }]);
    expect(out.images.filter((i) => i.spots.length > 0)).toHaveLength(2);
    expect(out.defs.map((d) => d.id)).toEqual(['a', 'b']);
  });

  it('keeps <, &, quotes and apostrophes in titles as text, never as markup', () => {
    const title = `Tom's "bumper" <script>alert(1)</script> & co`;
    const xml = web360Xml({ spin: spin([20, 2]), exteriorHotspots: [spot({ title, description: 'a < b' })] });
    expect(xml).not.toContain('<script');
    const def = nth(parse(xml).defs, 0);
    // After XML parsing the tooltip is HTML with the admin's text escaped: a browser shows it as typed.
    expect(def.txt).toBe('Tom&apos;s &quot;bumper&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co<br>a &lt; b');
    expect(def.txt).toBe(spotText({ title, description: 'a < b' }));
  });

  it('gives back an entity the admin typed literally, and ampersands in picture URLs, unchanged', () => {
    const src = 'https://dms.example/close.jpg?w=200&h=100&amp;x';
    const pictures = [{ _id: 'p1', name: 'x-1.jpg', picture: src, title: 'Wheel' }];
    const xml = web360Xml({
      spin: spin([20, 1]),
      exteriorHotspots: [spot({ title: 'Fish &amp; chips &lt;3', description: '', pictures })],
    });
    const def = nth(parse(xml).defs, 0);
    expect(def.txt).toBe('Fish &amp;amp; chips &amp;lt;3');
    expect(def.src).toBe(src);
  });

  it('drops characters XML cannot carry instead of failing', () => {
    const xml = web360Xml({ spin: spin([20, 1]), exteriorHotspots: [spot({ title: 'bad\u0001char' })] });
    expect(nth(parse(xml).defs, 0).txt).toBe('badchar<br>On the door');
  });

  it('uses the first attached picture as the close-up', () => {
    const pictures = [1, 2].map((n) => ({
      _id: `p${n}`,
      name: `x-${n}.jpg`,
      picture: `https://dms.example/close-${n}.jpg`,
      title: 'Wheel',
    }));
    const def = nth(parse(web360Xml({ spin: spin([20, 1]), exteriorHotspots: [spot({ pictures })] })).defs, 0);
    expect(def.src).toBe('https://dms.example/close-1.jpg');
  });

  it('gives a vehicle without a spin an empty, valid configuration', () => {
    const out = parse(web360Xml({ spin: null, exteriorHotspots: [spot({})] }));
    expect(out.images).toEqual([]);
    expect(out.defs).toEqual([]);
  });
});
