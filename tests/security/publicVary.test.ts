import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../api/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ CORS_ORIGINS: 'https://site.example,https://other.example', DMS_SANDBOX_VEHICLES: '5' });
});
afterAll(() => s.close());

const varyOf = (res: Response) => (res.headers.get('vary') ?? '').split(',').map((f) => f.trim().toLowerCase());

it.each(['/v1/public/promo', '/v1/public/faq', '/v1/public/blog/car-care', '/v1/public/body-types'])(
  'a public read (%s) varies by Origin and by encoding, so a shared cache never hands one origin the CORS answer of another',
  async (url) => {
    const res = await fetch(s.url + url, { headers: { origin: 'https://site.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://site.example');
    expect(varyOf(res)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  },
);
