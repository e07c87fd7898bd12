import { vi } from 'vitest';
import { render } from '@testing-library/react';
// The test's routes come from react-router-dom, as ra-core's hooks do: under vitest its copy of the router context is not react-router's (one bundle in the build).
import { Route, Routes } from 'react-router-dom';
import { z } from 'zod';
import {
  testDataProvider,
  TestMemoryRouter,
  useLocation,
  type CreateParams,
  type DataProvider,
  type UpdateParams,
} from 'react-admin';
import {
  defineCollection,
  hexColor,
  optionalImage,
  requiredText,
  STALE_DOCUMENT,
  text,
  type CollectionDeclaration,
  type MediaRecord,
} from '../../../../contract/content/index.ts';
import type { UploadOptions } from '../../../dataProvider/content.ts';
import { ApiError } from '../../../dataProvider/http.ts';
import { TestAdmin } from '../../../test/TestAdmin.tsx';
import { ContentCreatePage } from './ContentCreatePage.tsx';
import { ContentEditPage } from './ContentEditPage.tsx';
import { testimonial, testimonials } from './testimonialsTestKit.ts';

export type Doc = Record<string, unknown> & { id: string; version: number };

/**
 * The testimonials with what the plain fixture has not: a reference code fixed at creation (immutable), a slug the
 * server derives from the author's name, a colour, and highlights (sub-documents with an icon image each).
 */
export const detailedTestimonials: CollectionDeclaration = defineCollection({
  ...testimonials,
  schema: testimonials.schema.extend({
    code: requiredText('Code', 20),
    accent: hexColor.default(''),
    highlights: z.array(z.strictObject({ label: text(40).default(''), icon: optionalImage })).default([]),
  }),
  defaults: { visible: false, quote: '' },
  images: {
    photo: { ratio: 1, folder: 'testimonials', minWidth: 400 },
    'highlights[].icon': { ratio: 1, folder: 'testimonials', minWidth: 100 },
  },
  publishFlag: 'visible',
  immutable: ['code'],
  derived: {
    fields: ['slug'],
    compute: (data) => ({ slug: `/testimonials/${data.authorName.toLowerCase().replace(/\s+/g, '-')}` }),
  },
  labels: { authorName: 'Author name', code: 'Reference code' },
  admin: { ...testimonials.admin, fields: { quote: { input: 'textarea' } } },
});

export const media = (publicId = 'testimonials/p9'): MediaRecord => ({
  publicId,
  src: `/media/${publicId}.jpg`,
  width: 800,
  height: 800,
  format: 'jpeg',
  bytes: 80_000,
  folder: 'testimonials',
  preset: 'default',
  variants: [],
  createdAt: '2026-11-20T10:00:00.000Z',
});

export const stale = () =>
  new ApiError(STALE_DOCUMENT, 412, { message: STALE_DOCUMENT, errors: { version: 'The item changed' } }, true);

export interface FormApi {
  /** The server's copy of the document; tests change it to play another admin's save. */
  doc?: Doc;
  /** getOne fails with this while it is set. */
  failLoad?: Error;
  update?: (params: UpdateParams) => Promise<{ data: Record<string, unknown> }>;
  create?: (params: CreateParams) => Promise<{ data: Record<string, unknown> & { id: string } }>;
}

/** Where react-admin's router is (it keeps its own location in tests). */
const Location = () => <output aria-label="Location">{useLocation().pathname}</output>;

/** A data provider over one in-memory document, with the calls the forms make (uploadMedia as the media service). */
export const formDataProvider = (api: FormApi) => {
  const state = { doc: api.doc ?? (testimonial('t1', 0, { authorName: 'Ann Smith', quote: 'Great cars' }) as Doc) };
  const getOne = vi.fn(async () => {
    if (api.failLoad) throw api.failLoad;
    return { data: state.doc };
  });
  const update = vi.fn(async (_resource: string, params: UpdateParams) => {
    if (api.update) return api.update(params);
    state.doc = { ...(params.data as Doc), version: Number((params.data as Doc).version) + 1 };
    return { data: { ...state.doc, status: 'success', message: 'Success!' } };
  });
  const create = vi.fn(async (_resource: string, params: CreateParams) => {
    if (api.create) return api.create(params);
    return { data: { ...params.data, id: 't9', version: 1, status: 'success', message: 'Data added successfully' } };
  });
  const uploadMedia = vi.fn(async (_file: Blob, _options: UploadOptions) => media());
  const getRevisions = vi.fn(async () => []);
  const dataProvider = testDataProvider({ getOne, update, create, uploadMedia, getRevisions } as Partial<DataProvider>);
  return { dataProvider, getOne, update, create, uploadMedia, state };
};

/** The generic create and edit pages of `collection` at /testimonials/create and /testimonials/:id. */
export const renderFormPage = (path: string, api: FormApi = {}, collection: CollectionDeclaration = testimonials) => {
  const provider = formDataProvider(api);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={provider.dataProvider}>
        <Location />
        <Routes>
          <Route path="/testimonials" element={<p>The list</p>} />
          <Route path="/testimonials/create" element={<ContentCreatePage collection={collection} />} />
          <Route path="/testimonials/:id" element={<ContentEditPage collection={collection} />} />
        </Routes>
      </TestAdmin>
    </TestMemoryRouter>,
  );
  return {
    ...provider,
    setServer: (doc: Doc) => {
      provider.state.doc = doc;
    },
  };
};
