import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Form, testDataProvider, useInput } from 'react-admin';
import {
  defineCollection,
  publishWindowFields,
  requiredText,
  type CollectionDeclaration,
} from '../../../../contract/content/index.ts';
import { metaFields, seoTagsField, SEO_LABELS } from '../../../../contract/content/seo.ts';
import { TestAdmin } from '../../../test/TestAdmin.tsx';
import { contentValidator } from '../contentValidator.ts';
import { ContentInputs } from './ContentInputs.tsx';
import { fieldComponents, type FieldComponentProps } from './fieldComponents.tsx';
import { startValuesOf } from './contentFormValues.ts';
import { testimonials } from './testimonialsTestKit.ts';
import { partners } from '../../../../contract/content/partners.ts';
import { financePins } from '../../../../contract/content/financePins.ts';

/** A page-like type: a title, a kind, the SEO fields, a publish window, an internal note and a map pin. */
const stories = defineCollection({
  name: testimonials.name,
  label: 'Story',
  kind: 'list',
  path: '/stories',
  endpoints: testimonials.endpoints,
  console: testimonials.console,
  answers: testimonials.answers,
  publicFields: ['title'],
  schema: z.strictObject({
    title: requiredText('Title', 80),
    kind: z.enum(['news', 'guide']).default('news'),
    note: z.string().default(''),
    pin: z.string().default(''),
    ...metaFields(false),
    seoTags: seoTagsField(false),
    ...publishWindowFields,
  }),
  defaults: {},
  images: {},
  publishWindow: true,
  labels: SEO_LABELS,
  admin: { fields: { note: { input: 'hidden' }, pin: { component: 'TestPin' } } },
});

const PinInput = ({ source, label }: FieldComponentProps) => {
  const { field } = useInput({ source });
  return (
    <input
      aria-label={`${label} (map)`}
      value={String(field.value ?? '')}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
};

const renderInputs = (collection: CollectionDeclaration, onSubmit = vi.fn()) => {
  render(
    <TestAdmin dataProvider={testDataProvider()}>
      <Form record={startValuesOf(collection)} validate={contentValidator(collection)} onSubmit={onSubmit} noValidate>
        <ContentInputs collection={collection} mode="create" />
        <button type="submit">Save</button>
      </Form>
    </TestAdmin>,
  );
  return onSubmit;
};

afterEach(() => {
  delete fieldComponents.TestPin;
});

describe('inputs from the declaration', () => {
  it('gives the SEO fields the one SEO section, a publish window its pair, an enum a select; hides and replaces as declared', async () => {
    fieldComponents.TestPin = PinInput;
    const onSubmit = renderInputs(stories);
    const user = userEvent.setup();
    const seo = await screen.findByRole('region', { name: 'SEO' });
    expect(within(seo).getByRole('textbox', { name: 'Meta Title' })).toBeInTheDocument();
    expect(within(seo).getByRole('textbox', { name: 'H1 tag' })).toBeInTheDocument();
    expect(within(seo).getByText('Search result preview')).toBeInTheDocument();
    // Once, not four plain inputs beside it.
    expect(screen.getAllByRole('textbox', { name: 'Meta Title' })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Publish window' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Note/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Pin (map)' }), '51.5,-0.12');

    await user.click(screen.getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'guide' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Buying guide');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Buying guide',
      kind: 'guide',
      pin: '51.5,-0.12',
      note: '',
      seoTags: { h1: '' },
    });
  });

  it('marks a text required when its pattern refuses an empty value, as the partner’s promo link and contact number', async () => {
    renderInputs(partners);
    // The asterisk is in the label, hidden from the accessible name.
    const labelOf = async (name: string) =>
      (await screen.findByRole('textbox', { name })).closest('.MuiFormControl-root')?.querySelector('label')
        ?.textContent;
    for (const name of ['Name', 'Promo code', 'Promo link', 'Contact number'])
      expect(await labelOf(name)).toMatch(/\*$/);
    expect(await labelOf('Rent weekly discount')).not.toMatch(/\*/);
  });

  it('shows an enum option as the list does, also once it is read-only after creation (Buy, not buy)', async () => {
    render(
      <TestAdmin dataProvider={testDataProvider()}>
        <Form record={{ id: 'buy-1', page: 'buy', number: 1, description: 'Deposit' }} noValidate>
          <ContentInputs collection={financePins} mode="edit" />
        </Form>
      </TestAdmin>,
    );
    expect(await screen.findByRole('combobox', { name: /^Page/ })).toHaveTextContent(/^Buy$/);
  });

  it('starts a new document from the declaration’s defaults, required fields empty', () => {
    expect(startValuesOf(testimonials)).toEqual({ authorName: '', quote: '', photo: null, visible: false });
    expect(startValuesOf(stories)).toMatchObject({
      title: '',
      kind: 'news',
      publishFrom: null,
      seoTags: { h1: '', h2: '', h3: '' },
    });
  });
});
