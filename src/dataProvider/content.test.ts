import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../authProvider/storage.ts';
import { jsonResponse } from '../test/TestAdmin.tsx';
import { contentDataProvider } from './content.ts';

const calls: { method: string; url: string; body: unknown; ifMatch: string | null }[] = [];

beforeEach(() => {
  setToken('session-token');
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(
        String(new URL(String(input instanceof Request ? input.url : input), 'http://console.test')),
        init,
      );
      const text = await request.text();
      calls.push({
        method: request.method,
        url: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : undefined,
        ifMatch: request.headers.get('If-Match'),
      });
      return jsonResponse(200, {
        _id: 'item-1',
        id: 'item-1',
        version: 2,
        status: 'success',
        message: 'Data added successfully',
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('content writes go out as the calls the spec lists (§7)', () => {
  it('edits a finance pin with PATCH /finance-pins/{id}', async () => {
    await contentDataProvider.update('financePins', {
      id: 'buy-1',
      data: { description: 'Deposit', version: 1 },
      previousData: { id: 'buy-1' },
    });
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/v1/finance-pins/buy-1',
        body: { description: 'Deposit', version: 1 },
      }),
    ]);
  });

  it('adds a menu item with POST /menuItems/createMenu and edits it with POST /menuItems/updateMenuItem naming its _id', async () => {
    const created = await contentDataProvider.create('menuItems', { data: { title: 'Cars', link: '/cars' } });
    expect(created.data).toMatchObject({ id: 'item-1', title: 'Cars' });
    await contentDataProvider.update('menuItems', {
      id: 'item-1',
      data: { title: 'Used cars', version: 2 },
      previousData: { id: 'item-1' },
    });
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/v1/menuItems/createMenu', body: { title: 'Cars', link: '/cars' } },
      { method: 'POST', url: '/v1/menuItems/updateMenuItem', body: { title: 'Used cars', version: 2, _id: 'item-1' } },
    ]);
  });

  it('deletes a lifestyle description with DELETE /lifeStyle/{id}, carrying the version the admin saw', async () => {
    await contentDataProvider.delete('lifestyleCategories', { id: 'ls-9', previousData: { id: 'ls-9', version: 4 } });
    expect(calls).toEqual([{ method: 'DELETE', url: '/v1/lifeStyle/ls-9', body: undefined, ifMatch: '"4"' }]);
  });

  it('edits a carousel card without its position: a reorder by someone else meanwhile does not make the save fail', async () => {
    await contentDataProvider.update('carousel', {
      id: 'c-1',
      data: { title: 'SUVs', position: 2, version: 3 },
      previousData: { id: 'c-1' },
    });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/v1/carousel/c-1' });
    expect(calls[0]?.body).toEqual({ title: 'SUVs', version: 3 });
  });

  it('edits a partner with PATCH /promotion/partner/{id}', async () => {
    await contentDataProvider.update('partners', { id: 'p-1', data: { saleDiscount: 5 }, previousData: { id: 'p-1' } });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/v1/promotion/partner/p-1' });
  });
});
