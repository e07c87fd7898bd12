import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
// ra-core's router hooks come from react-router-dom: under vitest its copy of the router context is not
// react-router's (one bundle in the build), so the test's routes are declared with the same package.
import { Route, Routes } from 'react-router-dom';
import { testDataProvider, TestMemoryRouter, type CreateParams, type DataProvider, type DeleteParams, type UpdateParams } from 'react-admin';
import { NOT_FOUND_DOCUMENT } from '../../../contract/content/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import type { WarrantyRecord } from './types.ts';

const image = (publicId: string, width: number, height: number, alt: string) => ({ publicId, src: `/media/${publicId}.webp`, width, height, alt });

export const warrantyItem = (id: string, position: number, overrides: Partial<WarrantyRecord> = {}): WarrantyRecord => ({
    id,
    _id: id,
    version: 2,
    position,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    createdBy: 'ann@example.com',
    updatedBy: 'ann@example.com',
    title: 'Seven-year cover',
    visible: true,
    img: image(`warranty/${id}-d`, 1600, 264, 'Seven years of cover on every car'),
    mobileImg: image(`warranty/${id}-m`, 614, 160, 'Seven years of cover'),
    ...overrides,
});

type Answer = Record<string, unknown>;

export interface WarrantyApi {
    rows?: WarrantyRecord[];
    update?: (params: UpdateParams) => Promise<{ data: Answer }>;
    remove?: (params: DeleteParams) => Promise<{ data: Answer }>;
    /** Every list load fails with this. */
    failList?: Error;
}

/** One warranty screen over an in-memory collection, at `path` (/warranty, /warranty/create or /warranty/:id). */
export const renderWarranty = (path: string, screen: ReactNode, api: WarrantyApi = {}) => {
    let rows = api.rows ?? [warrantyItem('w1', 0), warrantyItem('w2', 1, { title: 'Roadside help', visible: false, mobileImg: null })];
    const getList = vi.fn(async () => {
        if (api.failList) throw api.failList;
        return { data: rows, total: rows.length };
    });
    const getOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => {
        const row = rows.find(candidate => candidate.id === id);
        // The server's 404 for an unknown or deleted id.
        const missing = NOT_FOUND_DOCUMENT('Warranty image');
        if (!row) throw new ApiError(missing, 404, { message: missing }, true);
        return { data: row };
    });
    const update = vi.fn(async (_resource: string, params: UpdateParams) => {
        if (api.update) return api.update(params);
        const saved = { ...(params.data as WarrantyRecord), version: (params.data as WarrantyRecord).version + 1 };
        rows = rows.map(row => (row.id === params.id ? saved : row));
        return { data: { ...saved, status: 'success', message: 'Success!' } };
    });
    const remove = vi.fn(async (_resource: string, params: DeleteParams) => {
        if (api.remove) return api.remove(params);
        rows = rows.filter(row => row.id !== params.id);
        return { data: { ...params.previousData, status: 'deleted', message: 'Deleted' } };
    });
    const create = vi.fn(async (_resource: string, params: CreateParams) => {
        const saved = warrantyItem(`w${rows.length + 1}`, rows.length, params.data as Partial<WarrantyRecord>);
        rows = [...rows, saved];
        return { data: { ...saved, status: 'success', message: 'Data added successfully' } };
    });
    const getRevisions = vi.fn(async () => []);
    const dataProvider = testDataProvider({ getList, getOne, create, update, delete: remove, getRevisions } as Partial<DataProvider>);
    render(
        <TestMemoryRouter initialEntries={[path]}>
            <TestAdmin dataProvider={dataProvider}>
                <Routes>
                    <Route path="/warranty" element={screen} />
                    <Route path="/warranty/create" element={screen} />
                    <Route path="/warranty/:id" element={screen} />
                </Routes>
            </TestAdmin>
        </TestMemoryRouter>,
    );
    return { getList, getOne, create, update, remove };
};
