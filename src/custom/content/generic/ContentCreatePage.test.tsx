import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detailedTestimonials, renderFormPage } from './contentFormTestKit.tsx';

// jsdom has no canvas: the crop's drawing is replaced (ContentImageInput.test.tsx does the same).
vi.mock('../../media/cropCanvas.ts', () => ({
  cropImage: vi.fn(async () => ({
    file: new File(['cropped'], 'ann.jpg', { type: 'image/jpeg' }),
    width: 800,
    height: 800,
  })),
}));

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

beforeEach(() => {
  // jsdom has no object URLs.
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:local-preview'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});

/** Chooses a photo for the image field named `name`, lets the crop dialog load it, and crops it. */
const uploadPhoto = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
  const group = await screen.findByRole('group', { name });
  await user.upload(
    group.querySelector<HTMLInputElement>('input[type=file]')!,
    new File([JPEG], 'ann.jpg', { type: 'image/jpeg' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
  const image = await within(dialog).findByAltText('The image to crop');
  Object.defineProperty(image, 'naturalWidth', { value: 1200 });
  Object.defineProperty(image, 'naturalHeight', { value: 900 });
  fireEvent.load(image);
  await user.click(await within(dialog).findByRole('button', { name: 'Crop and upload' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument());
};

describe('the generic create page', () => {
  it('creates a testimonial with its photo, toasts the server’s answer and goes back to the list', async () => {
    const { create, uploadMedia } = renderFormPage('/testimonials/create');
    const user = userEvent.setup({ applyAccept: false });
    await user.type(await screen.findByRole('textbox', { name: /Author name/ }), 'Ann Smith');
    await user.type(screen.getByRole('textbox', { name: /Quote/ }), 'Great cars');
    await user.type(screen.getByRole('spinbutton', { name: /Rating/ }), '5');
    await uploadPhoto(user, /Photo/);
    // Uploaded to the declaration's folder, then described.
    expect(uploadMedia.mock.calls[0]?.[1]).toMatchObject({ folder: 'testimonials' });
    await user.type(await screen.findByRole('textbox', { name: 'Alt text' }), 'Ann beside her new car');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Data added successfully')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[1].data).toMatchObject({
      authorName: 'Ann Smith',
      quote: 'Great cars',
      rating: 5,
      visible: false,
      photo: {
        publicId: 'testimonials/p9',
        src: '/media/testimonials/p9.jpg',
        width: 800,
        height: 800,
        alt: 'Ann beside her new car',
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/testimonials$/));
  });

  it('says the author name is required in the app’s words, not the browser’s', async () => {
    const { create } = renderFormPage('/testimonials/create');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Quote/ }), 'Great cars');
    const author = screen.getByRole('textbox', { name: /Author name/ });
    // The browser's own check ('Please fill out this field') never runs: the form is not validated by it.
    expect(author.closest('form')).toHaveAttribute('novalidate');
    expect(author.closest('.ra-input-authorName')).toHaveTextContent('*');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(author).toHaveAccessibleDescription(/Author name is required/));
    expect(create).not.toHaveBeenCalled();
  });

  it('Save on an untouched form says what is required and sends nothing', async () => {
    const { create } = renderFormPage('/testimonials/create');
    const user = userEvent.setup();
    const author = await screen.findByRole('textbox', { name: /Author name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(author).toHaveAccessibleDescription(/Author name is required/));
    expect(create).not.toHaveBeenCalled();
  });

  it('names the screen in the tab, counts the characters as the server does, and offers the way back', async () => {
    renderFormPage('/testimonials/create');
    const user = userEvent.setup();
    await waitFor(() => expect(document.title).toBe('New testimonial – Admin console'));
    const author = await screen.findByRole('textbox', { name: /Author name/ });
    await user.type(author, 'Ann 😀');
    expect(author).toHaveAccessibleDescription('5 / 60');
    expect(screen.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '/testimonials');
  });

  it('derives every input from the declaration: colour, sub-documents with images, a textarea, the derived address live', async () => {
    const { create } = renderFormPage('/testimonials/create', {}, detailedTestimonials);
    const user = userEvent.setup({ applyAccept: false });
    await user.type(await screen.findByRole('textbox', { name: /Author name/ }), 'Ann Smith');
    // Computed by the declaration's own function as the admin types, never editable.
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    expect(slug).toHaveValue('/testimonials/ann-smith');
    expect(slug).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Quote/ }).tagName).toBe('TEXTAREA');
    // Creating sets the code: editable here (read-only on edit).
    await user.type(screen.getByRole('textbox', { name: /Reference code/ }), 'T-1');
    await user.type(screen.getByRole('spinbutton', { name: /Rating/ }), '4');
    await user.type(screen.getByRole('textbox', { name: /Accent/ }), '#1a2b3c');
    expect(screen.getByTestId('hex-colour-swatch')).toHaveStyle({ background: '#1a2b3c' });

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(await screen.findByRole('textbox', { name: /Label/ }), 'Fast');
    await uploadPhoto(user, /Icon/);
    await user.type(await screen.findByRole('textbox', { name: 'Alt text' }), 'A stopwatch');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[1].data).toMatchObject({
      code: 'T-1',
      accent: '#1a2b3c',
      highlights: [{ label: 'Fast', icon: { publicId: 'testimonials/p9', alt: 'A stopwatch' } }],
    });
  });
});
