import fc from 'fast-check';
import { mutationsOf, preview } from './mutate.ts';
import { nastyString } from './nastyValues.ts';
import { valueOf, type JsonSchema } from './schemaArbitrary.ts';
import type { WriteRoute } from './writeRoutes.ts';
import { nth } from '../support/nth.ts';

export type Session = 'admin' | 'none' | 'garbage';

/** One HTTP request to send, and how it was made (printed when the answer is wrong). */
export interface FuzzCase {
  method: string;
  url: string;
  session: Session;
  contentType?: string;
  body?: string | Uint8Array;
  how: string;
}

/**
 * A path segment as a client could send it: lone surrogates cannot be percent-encoded as UTF-8, so they go out as
 * the bytes of an encoded surrogate (ED A0 80), which is not valid UTF-8 either.
 */
function encodeSegment(s: string): string {
  return [...s]
    .map((ch) => (ch.length === 1 && /[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
    .join('');
}

const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '..', '.', '%2e%2e', '%2F', 'a%2Fb', '%00', '%C0%80', '%ED%A0%80'];

function segmentOf(schema: JsonSchema, knownIds: string[]): fc.Arbitrary<{ text: string; how: string }> {
  const fromSchema = valueOf(schema).map((v) => ({ text: encodeSegment(String(v)), how: `generated ${preview(v)}` }));
  const hostile = nastyString.map((v) => ({ text: encodeSegment(v), how: `hostile ${preview(v)}` }));
  const raw = fc.constantFrom(...RAW_SEGMENTS).map((v) => ({ text: v, how: `raw ${v}` }));
  const options: fc.MaybeWeightedArbitrary<{ text: string; how: string }>[] = [
    { weight: 3, arbitrary: fromSchema },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: raw },
  ];
  // Real ids get the request past "not found" into the update code.
  if (knownIds.length)
    options.push({
      weight: 5,
      arbitrary: fc.constantFrom(...knownIds).map((v) => ({ text: encodeSegment(v), how: `known id ${v}` })),
    });
  return fc.oneof(...options);
}

type Body = Pick<FuzzCase, 'contentType' | 'body' | 'how'>;
const JSON_TYPE = 'application/json';

/** JSON text with something wrong below the value level: cut, trailing junk, BOM, duplicate or prototype keys, bad UTF-8. */
function brokenJson(text: string): fc.Arbitrary<Body> {
  const encoded = new TextEncoder().encode(text);
  return fc.oneof(
    fc
      .nat({ max: Math.max(0, text.length - 1) })
      .map((n) => ({ contentType: JSON_TYPE, body: text.slice(0, n), how: `JSON cut after ${n} chars` })),
    fc
      .constantFrom('}', ',', ' x', '\u0000', ']]')
      .map((junk) => ({ contentType: JSON_TYPE, body: text + junk, how: `JSON + ${JSON.stringify(junk)}` })),
    fc.constant({ contentType: JSON_TYPE, body: `\ufeff${text}`, how: 'JSON after a byte order mark' }),
    fc.constant({
      contentType: JSON_TYPE,
      body: new Uint8Array([...encoded.slice(0, 2), 0xff, 0xfe, ...encoded.slice(2)]),
      how: 'JSON with invalid UTF-8 bytes',
    }),
    fc
      .constantFrom(
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        '{"a":1,"a":2}',
      )
      .map((t) => ({
        contentType: JSON_TYPE,
        body: text.startsWith('{') && text.length > 2 ? `${t.slice(0, -1)},${text.slice(1)}` : t,
        how: `JSON text starting ${t}`,
      })),
    fc
      .constantFrom(
        '',
        ' ',
        'null',
        '[]',
        '"text"',
        '1',
        'NaN',
        'Infinity',
        "{'a':1}",
        '{"a":}',
        '[1,]',
        '{"a":1e999999}',
        'undefined',
      )
      .map((t) => ({ contentType: JSON_TYPE, body: t, how: `JSON body ${JSON.stringify(t)}` })),
  );
}

/** The JSON text under a content type the route does not take (or none, or a malformed one). */
const wrongType = (text: string): fc.Arbitrary<Body> =>
  fc
    .constantFrom<string | undefined>(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/jsonx',
      'a/b/c',
      'image/png',
    )
    .map((contentType) => ({ contentType, body: text, how: `content type ${contentType ?? '(none)'}` }));

/** Multipart forms (the upload route's type) that are cut, mislabelled or carry a file that is no image. */
const brokenMultipart: fc.Arbitrary<Body> = fc
  .tuple(fc.constantFrom('file', 'folder', 'preset', '__proto__'), fc.uint8Array({ maxLength: 64 }), fc.boolean())
  .map(([field, bytes, cut]) => {
    const head = `--X\r\nContent-Disposition: form-data; name="folder"\r\n\r\nhome-images\r\n--X\r\nContent-Disposition: form-data; name="${field}"; filename="../x.png"\r\nContent-Type: image/png\r\n\r\n`;
    const whole = new Uint8Array([
      ...new TextEncoder().encode(head),
      ...bytes,
      ...new TextEncoder().encode('\r\n--X--\r\n'),
    ]);
    return {
      contentType: 'multipart/form-data; boundary=X',
      body: cut ? whole.slice(0, head.length + bytes.length) : whole,
      how: `multipart ${field}${cut ? ', cut' : ''}`,
    };
  });

function bodyOf(route: WriteRoute): fc.Arbitrary<Body> {
  if (!route.body) {
    // No body in the contract: send none, an empty one, or stray JSON, forms and other types anyway.
    return fc.oneof(
      fc.constant<Body>({ how: 'no body' }),
      brokenMultipart,
      fc.constant<Body>({ contentType: JSON_TYPE, body: '', how: 'empty JSON body' }),
      fc.constant<Body>({
        contentType: JSON_TYPE,
        body: '{"role":"admin","__proto__":{"x":1}}',
        how: 'stray JSON body',
      }),
      wrongType('{}'),
      brokenJson('{"a":1}'),
    );
  }
  const mutated = valueOf(route.body).chain(mutationsOf);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: mutated.map((m) => ({ contentType: JSON_TYPE, body: JSON.stringify(m.value), how: m.how })),
    },
    { weight: 2, arbitrary: valueOf(route.body).chain((v) => brokenJson(JSON.stringify(v))) },
    { weight: 1, arbitrary: valueOf(route.body).chain((v) => wrongType(JSON.stringify(v))) },
    { weight: 1, arbitrary: fc.constant<Body>({ how: 'no body' }) },
  );
}

const sessionOf = fc.oneof(
  { weight: 17, arbitrary: fc.constant<Session>('admin') },
  { weight: 2, arbitrary: fc.constant<Session>('none') },
  { weight: 1, arbitrary: fc.constant<Session>('garbage') },
);

/** Requests for one route: path values, body and content type, signed in as the admin or not. */
export function casesFor(route: WriteRoute, knownIds: string[]): fc.Arbitrary<FuzzCase> {
  const segments = fc.tuple(...route.params.map((p) => segmentOf(p.schema, knownIds)));
  return fc.tuple(segments, bodyOf(route), sessionOf).map(([values, body, session]) => {
    let url = route.path;
    route.params.forEach((p, i) => (url = url.replace(`{${p.name}}`, nth(values, i).text)));
    const params = route.params.map((p, i) => `${p.name}: ${nth(values, i).how}`).join(', ');
    return { method: route.method, url, session, ...body, how: [params, body.how].filter(Boolean).join('; ') };
  });
}
