import { vi } from 'vitest';
import { render } from '@testing-library/react';
// The test's routes come from react-router-dom, as ra-core's hooks do: under vitest its copy of the router context is not react-router's (one bundle in the build).
import { Route, Routes } from 'react-router-dom';
import {
  testDataProvider,
  TestMemoryRouter,
  type CreateParams,
  type DataProvider,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type UpdateParams,
} from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { TestAdmin } from '../../../test/TestAdmin.tsx';
import { ContentListScreen } from './ContentListScreen.tsx';
import { testimonial, testimonials } from './testimonialsTestKit.ts';

type Row = Record<string, unknown> & { id: string; position: number };

export interface ListApi {
  rows?: Row[];
  /** The server's answer to one item's update or delete; the in-memory store's when it returns undefined. */
  refuse?: (id: string, kind: 'update' | 'delete') => Error | undefined;
  /** List loads fail with this while it is set (`api.failList = undefined` lets the next one through). */
  failList?: Error;
  /** What the server's answers say beside the record (another status than the declared one...). */
  answers?: { create?: Record<string, unknown>; delete?: Record<string, unknown> };
}

/** The server's simple-rest list over the rows: `q` searches the texts, other filters match a field. */
const listOf = (rows: Row[], { filter }: GetListParams) =>
  rows
    .filter((row) =>
      Object.entries(filter ?? {}).every(([key, value]) =>
        key === 'q'
          ? Object.values(row).some(
              (v) => typeof v === 'string' && v.toLowerCase().includes(String(value).toLowerCase()),
            )
          : String(row[key]) === String(value),
      ),
    )
    .sort((a, b) => a.position - b.position);

/** The generic list screen of `collection` (testimonials by default) at /testimonials over an in-memory collection. */
export const renderList = (api: ListApi = {}, collection: CollectionDeclaration = testimonials) => {
  let rows: Row[] = api.rows ?? [
    testimonial('t1', 0, { authorName: 'Ann Smith', quote: 'Great cars', rating: 5 }),
    testimonial('t2', 1, { authorName: 'Bob Jones', quote: 'Quick delivery', rating: 4, visible: false }),
    testimonial('t3', 2, { authorName: 'Cid Brown', quote: 'Friendly staff', rating: 3 }),
  ];
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    if (api.failList) throw api.failList;
    const data = listOf(rows, params);
    return { data, total: data.length };
  });
  const getOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => ({
    data: rows.find((row) => row.id === id),
  }));
  const getMany = vi.fn(async (_resource: string, { ids }: GetManyParams) => ({
    data: rows.filter((row) => ids.includes(row.id)),
  }));
  const update = vi.fn(async (_resource: string, params: UpdateParams) => {
    const refusal = api.refuse?.(String(params.id), 'update');
    if (refusal) throw refusal;
    const saved = { ...(params.data as Row), version: Number((params.data as Row).version) + 1 };
    rows = rows.map((row) => (row.id === params.id ? saved : row));
    return { data: { ...saved, status: 'success', message: 'Success!' } };
  });
  const remove = vi.fn(async (_resource: string, params: DeleteParams) => {
    const refusal = api.refuse?.(String(params.id), 'delete');
    if (refusal) throw refusal;
    rows = rows.filter((row) => row.id !== params.id);
    return { data: { ...params.previousData, status: 'deleted', message: 'Deleted', ...api.answers?.delete } };
  });
  const create = vi.fn(async (_resource: string, params: CreateParams) => {
    const saved: Row = { ...params.data, id: `n${rows.length + 1}`, version: 1, position: rows.length };
    rows = [...rows, saved];
    return { data: { ...saved, status: 'success', message: 'Data added successfully', ...api.answers?.create } };
  });
  const reorderContent = vi.fn(async (_resource: string, ids: readonly string[]) => {
    rows = ids.map((id, position) => ({ ...rows.find((row) => row.id === id)!, position }));
    return { status: 'success', message: 'Order saved' };
  });
  const dataProvider = testDataProvider({
    getList,
    getOne,
    getMany,
    create,
    update,
    delete: remove,
    reorderContent,
    getRevisions: async () => [],
  } as Partial<DataProvider>);
  render(
    <TestMemoryRouter initialEntries={['/testimonials']}>
      <TestAdmin dataProvider={dataProvider}>
        <Routes>
          <Route path="/testimonials" element={<ContentListScreen collection={collection} />} />
        </Routes>
      </TestAdmin>
    </TestMemoryRouter>,
  );
  return { getList, getMany, create, update, remove, reorderContent, rows: () => rows };
};

/** dnd-kit measures rows to move between them; jsdom lays nothing out: each row (table row or list item) is 48 px under the one before. */
export const layOutRows = () =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr, li');
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    const top = index * 48;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 800,
      height: 48,
      right: 800,
      bottom: top + 48,
      toJSON: () => ({}),
    } as DOMRect;
  });
