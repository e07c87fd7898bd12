import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import { seoPages } from '../../../contract/content/index.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { contentValidator } from '../content/contentValidator.ts';
import { SeoInputs } from './SeoInputs.tsx';

const EMPTY = {
  id: 'faq',
  page: 'faq',
  metaTitle: '',
  metaKeywords: '',
  metaDescription: '',
  seoTags: { h1: '', h2: '', h3: '' },
};

const renderInputs = (onSubmit = vi.fn()) => {
  render(
    <TestAdmin>
      <Form record={EMPTY} onSubmit={onSubmit} validate={contentValidator(seoPages)} mode="onChange">
        <SeoInputs collection={seoPages} previewPath={['faq']} />
        <SaveButton alwaysEnable />
      </Form>
    </TestAdmin>,
  );
  return onSubmit;
};

describe('SEO inputs', () => {
  it('shows each field’s limit as a live counter: title 60, keywords 255, description 170, H1 to H3 80', async () => {
    const user = userEvent.setup();
    renderInputs();
    const title = await screen.findByRole('textbox', { name: 'Meta Title' });
    expect(screen.getByText('0 / 60')).toBeInTheDocument();
    expect(screen.getByText('0 / 255')).toBeInTheDocument();
    expect(screen.getByText('0 / 170')).toBeInTheDocument();
    expect(screen.getAllByText('0 / 80')).toHaveLength(3);
    await user.type(title, 'Questions');
    expect(screen.getByText('9 / 60')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'H2 tag' }), 'Buying');
    expect(screen.getByText('6 / 80')).toBeInTheDocument();
    expect(screen.getAllByText('0 / 80')).toHaveLength(2);
  });

  it('refuses an 81-character H1 with the server’s message and does not save', async () => {
    const user = userEvent.setup();
    const onSubmit = renderInputs();
    await user.click(await screen.findByRole('textbox', { name: 'H1 tag' }));
    await user.paste('h'.repeat(81));
    expect(await screen.findByText('At most 80 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews the search result with the page’s path as the title is typed', async () => {
    const user = userEvent.setup();
    const onSubmit = renderInputs();
    const preview = screen.getByTestId('seo-preview');
    expect(within(preview).getByText('No SEO title: search engines pick one themselves')).toBeInTheDocument();
    expect(within(preview).getByText(/› faq$/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Meta Title' }), 'FAQ <3 help');
    expect(within(preview).getByText('FAQ <3 help')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      metaTitle: 'FAQ <3 help',
      seoTags: { h1: '', h2: '', h3: '' },
    });
  });
});
