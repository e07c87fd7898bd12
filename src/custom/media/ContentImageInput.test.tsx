import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, testDataProvider, type DataProvider } from 'react-admin';
import {
  ALT_NOT_FILE_NAME,
  ALT_REQUIRED,
  hero,
  promo,
  type CollectionDeclaration,
  type MediaRecord,
} from '../../../contract/content/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import type { UploadOptions } from '../../dataProvider/content.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { contentValidator } from '../content/contentValidator.ts';
import { ContentImageInput } from './ContentImageInput.tsx';
import { cropImage } from './cropCanvas.ts';
import { MEDIA_DAMAGED, MEDIA_TOO_LARGE, MEDIA_TYPE_REFUSED } from './mediaRules.ts';
import { nth } from '../../../tests/support/nth.ts';

// jsdom has no canvas: the crop's drawing is replaced, its geometry (cropGeometry.ts) is real.
vi.mock('./cropCanvas.ts', () => ({
  cropImage: vi.fn(async () => ({
    file: new File(['cropped'], 'IMG_2041.jpg', { type: 'image/jpeg' }),
    width: 3840,
    height: 2400,
  })),
}));

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const photo = (name = 'IMG_2041.jpg') => new File([JPEG], name, { type: 'image/jpeg' });

const media = (overrides: Partial<MediaRecord> = {}): MediaRecord => ({
  publicId: 'home-images/9f2c',
  src: '/media/home-images/9f2c.jpg',
  width: 3840,
  height: 2400,
  format: 'jpeg',
  bytes: 812_000,
  folder: 'home-images',
  preset: 'default',
  variants: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const stored = {
  publicId: 'home-images/a1',
  src: '/media/a1.jpg',
  width: 1600,
  height: 1000,
  alt: 'A red pickup on a mountain road',
};

/** An upload the test finishes: `progress(f)` reports, `finish()` / `fail(e)` settle, `options` is what was sent. */
const controlledUpload = () => {
  let settle: { resolve: (m: MediaRecord) => void; reject: (e: unknown) => void } | undefined;
  const calls: { file: Blob; options: UploadOptions }[] = [];
  const uploadMedia = vi.fn(
    (file: Blob, options: UploadOptions) =>
      new Promise<MediaRecord>((resolve, reject) => {
        calls.push({ file, options });
        settle = { resolve, reject };
        options.signal?.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
      }),
  );
  return {
    uploadMedia,
    calls,
    progress: (fraction: number) => calls.at(-1)?.options.onProgress?.(fraction),
    finish: (record = media()) => settle?.resolve(record),
    fail: (error: unknown) => settle?.reject(error),
  };
};

interface Setup {
  record?: Record<string, unknown>;
  uploadMedia?: (file: Blob, options: UploadOptions) => Promise<MediaRecord>;
  collection?: CollectionDeclaration;
  source?: string;
  onSubmit?: (values: Record<string, unknown>) => unknown;
  /** A form-level validator, as every content form has (contentValidator). */
  validate?: (values: Record<string, unknown>) => object;
}

const setup = ({
  record = { id: 'p1', img: null },
  uploadMedia = vi.fn(),
  collection = promo,
  source = 'img',
  onSubmit = vi.fn(),
  validate,
}: Setup = {}) => {
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <TestAdmin dataProvider={testDataProvider({ uploadMedia } as Partial<DataProvider>)}>
      <Form record={record} onSubmit={onSubmit} validate={validate}>
        <ContentImageInput source={source} collection={collection} label="Banner image" />
        <button type="submit">Save</button>
      </Form>
    </TestAdmin>,
  );
  const fieldset = () => screen.getByRole('group', { name: /Banner image/ });
  const fileInput = () => view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  /** Chooses a file, lets the dialog load a 4000 × 3000 image, and crops it with the starting frame. */
  const chooseAndCrop = async (file = photo()) => {
    await user.upload(fileInput(), file);
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    const image = await within(dialog).findByAltText('The image to crop');
    Object.defineProperty(image, 'naturalWidth', { value: 4000 });
    Object.defineProperty(image, 'naturalHeight', { value: 3000 });
    fireEvent.load(image);
    expect(await within(dialog).findByText(/^Will be uploaded at \d+ × \d+ px$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Crop and upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument());
  };
  /** Save, once the form has submitted: the values it submitted. */
  const save = async () => {
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return vi.mocked(onSubmit).mock.calls[0]?.[0];
  };
  return { user, fieldset, fileInput, chooseAndCrop, onSubmit, save };
};

beforeEach(() => {
  // jsdom has no object URLs.
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:local-preview'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});

afterEach(() => {
  vi.mocked(cropImage).mockClear();
  vi.unstubAllGlobals();
});

describe('ContentImageInput', () => {
  it('shows the current image with its size, and Remove empties the field without deleting the file', async () => {
    const uploadMedia = vi.fn();
    const { user, save } = setup({ record: { id: 'p1', img: stored }, uploadMedia });
    expect(await screen.findByRole('img', { name: stored.alt })).toHaveAttribute('src', '/media/a1.jpg');
    expect(screen.getByText('Current image, 1600 × 1000 px')).toBeInTheDocument();
    expect(screen.getByText('Shape 1.6 : 1, at least 800 px wide')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toHaveValue(stored.alt);

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    // The focus does not fall to the page: it goes to the chooser that took Remove's place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose or drop an image' })).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Alt text' })).not.toBeInTheDocument();
    expect(await save()).toMatchObject({ img: null });
  });

  it('crops the chosen file to the field’s ratio and uploads it with a progress bar and its percentage', async () => {
    const upload = controlledUpload();
    const { user, chooseAndCrop, save } = setup({ uploadMedia: upload.uploadMedia });
    await chooseAndCrop();

    // The largest 1.6 crop of a 4000 × 3000 image, centred, in the source's own pixels.
    const [, region, ratio, source] = nth(vi.mocked(cropImage).mock.calls, 0);
    expect(region).toEqual({ x: 0, y: 250, width: 4000, height: 2500 });
    expect(ratio).toBe(1.6);
    expect(source.name).toBe('IMG_2041.jpg');
    await waitFor(() => expect(upload.uploadMedia).toHaveBeenCalledTimes(1));
    expect(upload.calls[0]?.options).toMatchObject({ folder: 'home-images', preset: 'default' });

    upload.progress(0.42);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(screen.getByText('Uploading… 42%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toHaveFocus();

    upload.finish();
    const alt = await screen.findByRole('textbox', { name: 'Alt text' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Current image, 3840 × 2400 px')).toBeInTheDocument();
    await waitFor(() => expect(alt).toHaveFocus());

    await user.type(alt, 'Two riders on a beach at sunset');
    expect((await save())?.img).toEqual({
      publicId: 'home-images/9f2c',
      src: '/media/home-images/9f2c.jpg',
      width: 3840,
      height: 2400,
      alt: 'Two riders on a beach at sunset',
    });
  });

  it('requires alt text, and refuses a file name as alt text', async () => {
    const upload = controlledUpload();
    const { user, chooseAndCrop, onSubmit } = setup({ uploadMedia: upload.uploadMedia });
    await chooseAndCrop();
    await waitFor(() => expect(upload.uploadMedia).toHaveBeenCalled());
    upload.finish();
    const alt = await screen.findByRole('textbox', { name: 'Alt text' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ALT_REQUIRED)).toBeInTheDocument();

    await user.type(alt, 'IMG_2041.jpg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ALT_NOT_FILE_NAME)).toBeInTheDocument();

    // The chosen file's name without its extension describes nothing either.
    await user.clear(alt);
    await user.type(alt, 'img_2041');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ALT_NOT_FILE_NAME)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses the uploaded file’s name as alt text on save in a form checked by the content rules', async () => {
    const upload = controlledUpload();
    const { user, chooseAndCrop, onSubmit, save } = setup({
      uploadMedia: upload.uploadMedia,
      record: { id: 'p1', title: 'Sale', visible: false, img: null },
      validate: contentValidator(promo),
    });
    await chooseAndCrop(photo('IMG_2041.jpg'));
    await waitFor(() => expect(upload.uploadMedia).toHaveBeenCalled());
    upload.finish();
    const alt = await screen.findByRole('textbox', { name: 'Alt text' });

    await user.type(alt, 'img_2041');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alt).toHaveAccessibleDescription(ALT_NOT_FILE_NAME));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(alt);
    await user.type(alt, 'Two riders on a beach at sunset');
    await save();
  });

  it('writes the hero’s mobile image URL under mobileSrc, cropped square', async () => {
    const upload = controlledUpload();
    const { chooseAndCrop, user, save } = setup({
      uploadMedia: upload.uploadMedia,
      collection: hero,
      source: 'mobileImg',
      record: { id: 'h1', mobileImg: null },
    });
    await chooseAndCrop();
    expect(vi.mocked(cropImage).mock.calls[0]?.[1]).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
    await waitFor(() => expect(upload.uploadMedia).toHaveBeenCalled());
    upload.finish(media({ width: 3000, height: 3000 }));
    await user.type(await screen.findByRole('textbox', { name: 'Alt text' }), 'A blue hatchback, front view');
    expect((await save())?.mobileImg).toEqual({
      publicId: 'home-images/9f2c',
      mobileSrc: '/media/home-images/9f2c.jpg',
      width: 3000,
      height: 3000,
      alt: 'A blue hatchback, front view',
    });
  });

  it('refuses a crop narrower than the field’s minimum before anything is sent, in the server’s words', async () => {
    vi.mocked(cropImage).mockResolvedValueOnce({
      file: new File(['cropped'], 'small.jpg', { type: 'image/jpeg' }),
      width: 640,
      height: 400,
    });
    const uploadMedia = vi.fn();
    const { chooseAndCrop } = setup({ uploadMedia });
    await chooseAndCrop();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image must be at least 800 px wide (this one is 640×400)',
    );
    expect(uploadMedia).not.toHaveBeenCalled();
  });

  it('refuses a picture too small for the field as soon as it is chosen, before any cropping', async () => {
    const uploadMedia = vi.fn();
    const { user, fileInput } = setup({ uploadMedia });
    await user.upload(fileInput(), photo('tiny.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    const image = await within(dialog).findByAltText('The image to crop');
    Object.defineProperty(image, 'naturalWidth', { value: 600 });
    Object.defineProperty(image, 'naturalHeight', { value: 99 });
    fireEvent.load(image);
    // Its largest 1.6 : 1 crop is 158 × 99 px, far under the banner's 800: the message names the file's own size.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The picture must be at least 800×500 px for this shape (this one is 600×99)',
    );
    expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument();
    expect(cropImage).not.toHaveBeenCalled();
    expect(uploadMedia).not.toHaveBeenCalled();
  });

  it('names the image field it uploads for, so the server checks its minimum too', async () => {
    const upload = controlledUpload();
    const { chooseAndCrop } = setup({ uploadMedia: upload.uploadMedia });
    await chooseAndCrop();
    await waitFor(() => expect(upload.uploadMedia).toHaveBeenCalledTimes(1));
    expect(upload.calls[0]?.options).toMatchObject({ folder: 'home-images', target: 'promo.img' });
  });

  it('shows the server’s refusal of the upload under the input, in its words', async () => {
    const upload = controlledUpload();
    const { chooseAndCrop } = setup({ uploadMedia: upload.uploadMedia });
    await chooseAndCrop();
    await waitFor(() => expect(upload.uploadMedia).toHaveBeenCalled());
    const message = 'This image is damaged or incomplete: it could not be read';
    upload.fail(new ApiError(message, 400, { message }, true));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose or drop an image' })).toBeInTheDocument();
  });

  it('refuses a GIF and a file over 10 MB before anything is sent, in the server’s words', async () => {
    const uploadMedia = vi.fn();
    const { user, fileInput } = setup({ uploadMedia });
    await user.upload(fileInput(), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_TYPE_REFUSED);

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(JPEG);
    await user.upload(fileInput(), new File([big], 'huge.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MEDIA_TOO_LARGE));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uploadMedia).not.toHaveBeenCalled();
  });

  it('takes a dropped file on the field', async () => {
    setup();
    const file = photo('dropped.jpg');
    fireEvent.drop(screen.getByRole('group', { name: /Banner image/ }), {
      dataTransfer: { files: [file], types: ['Files'] },
    });
    expect(await screen.findByRole('dialog', { name: 'Crop image' })).toBeInTheDocument();
  });

  it('says so, in the server’s words, when the chosen file cannot be shown as an image', async () => {
    const { user, fileInput } = setup();
    await user.upload(fileInput(), photo());
    const image = await within(await screen.findByRole('dialog', { name: 'Crop image' })).findByAltText(
      'The image to crop',
    );
    fireEvent.error(image);
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_DAMAGED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a damaged image that still shows a size (a cut-off PNG) in the server’s words, and uploads nothing', async () => {
    // What Chromium does with the first 200 bytes of a PNG: the <img> loads with the header's size, the decode fails.
    const createImageBitmap = vi.fn(() =>
      Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')),
    );
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const uploadMedia = vi.fn();
    const { user, fileInput } = setup({ uploadMedia });
    const damaged = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'banner.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(), damaged);
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    const image = await within(dialog).findByAltText('The image to crop');
    Object.defineProperty(image, 'naturalWidth', { value: 1600 });
    Object.defineProperty(image, 'naturalHeight', { value: 264 });
    fireEvent.load(image);

    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_DAMAGED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Will be uploaded at/)).not.toBeInTheDocument();
    expect(createImageBitmap).toHaveBeenCalledWith(damaged, { resizeWidth: 1, resizeHeight: 1 });
    expect(cropImage).not.toHaveBeenCalled();
    expect(uploadMedia).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose or drop an image' })).toBeInTheDocument();
  });

  it('Cancel stops the upload and keeps the image the field had', async () => {
    const upload = controlledUpload();
    const { user, chooseAndCrop } = setup({ uploadMedia: upload.uploadMedia, record: { id: 'p1', img: stored } });
    await user.click(await screen.findByRole('button', { name: 'Replace image' }));
    await chooseAndCrop();
    await waitFor(() => expect(upload.uploadMedia).toHaveBeenCalled());
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(upload.calls[0]?.options.signal?.aborted).toBe(true);
    expect(await screen.findByText('Current image, 1600 × 1000 px')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replace image' })).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toHaveValue(stored.alt);
  });

  it('keeps the form from saving while an upload is under way', async () => {
    const upload = controlledUpload();
    const { user, chooseAndCrop, onSubmit } = setup({ uploadMedia: upload.uploadMedia });
    await chooseAndCrop();
    await waitFor(() => expect(upload.uploadMedia).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wait for the image upload to finish, or cancel it')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a content form (with its form-level validator) from saving while an upload is under way', async () => {
    const upload = controlledUpload();
    const { user, chooseAndCrop, onSubmit } = setup({
      uploadMedia: upload.uploadMedia,
      record: { id: 'p1', title: 'Sale', img: null },
      validate: contentValidator(promo),
    });
    await chooseAndCrop();
    await waitFor(() => expect(upload.uploadMedia).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wait for the image upload to finish, or cancel it')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    upload.fail(new DOMException('Upload cancelled', 'AbortError'));
  });

  it('drops the "wait for the upload" message once the upload is cancelled', async () => {
    for (const validate of [undefined, contentValidator(promo)]) {
      const upload = controlledUpload();
      const { user, chooseAndCrop, save } = setup({
        uploadMedia: upload.uploadMedia,
        record: { id: 'p1', title: 'Sale', img: null },
        validate,
      });
      await chooseAndCrop();
      await waitFor(() => expect(upload.uploadMedia).toHaveBeenCalled());
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Wait for the image upload to finish, or cancel it')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
      await waitFor(() =>
        expect(screen.queryByText('Wait for the image upload to finish, or cancel it')).not.toBeInTheDocument(),
      );
      await save();
      cleanup();
    }
  });

  it('shows the server’s field errors: img.alt under the alt text, img under the image', async () => {
    const onSubmit = vi.fn((): Record<string, string> => ({
      'img.alt': 'Describe the image for people who cannot see it',
    }));
    const { user } = setup({ record: { id: 'p1', img: stored }, onSubmit });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const alt = screen.getByRole('textbox', { name: 'Alt text' });
    await waitFor(() => expect(alt).toHaveAccessibleDescription('Describe the image for people who cannot see it'));

    onSubmit.mockReturnValue({ img: 'The image must have the ratio 1.6 (within 1%)' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The image must have the ratio 1.6 (within 1%)')).toBeInTheDocument();
  });

  it('marks an image the contract requires, and asks for it', async () => {
    const required = {
      ...promo,
      images: { img: { ratio: 1.6, folder: 'home-images', required: true, minWidth: 800 } },
    } as CollectionDeclaration;
    const { user, onSubmit } = setup({ collection: required });
    const group = await screen.findByRole('group', { name: 'Banner image' });
    // react-admin's asterisk, hidden from screen readers (the field says 'Required' when left empty).
    expect(group.querySelector('legend')).toHaveTextContent(/^Banner image\s*\*$/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the form validator’s message under the image (a visible banner needs one)', async () => {
    const user = userEvent.setup();
    render(
      <TestAdmin dataProvider={testDataProvider()}>
        <Form
          record={{ id: 'p1', visible: true, title: 'Sale', img: null }}
          onSubmit={vi.fn()}
          validate={contentValidator(promo)}
        >
          <ContentImageInput source="img" collection={promo} label="Banner image" />
          <button type="submit">Save</button>
        </Form>
      </TestAdmin>,
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Image is required to show this item')).toBeInTheDocument();
  });
});
