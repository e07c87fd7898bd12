import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { FieldDifferenceTable } from './FieldDifferenceTable.tsx';

const card = (id: string, title: string, link = '') => ({ _id: id, title, link, logoImage: null });

describe('the field-by-field difference', () => {
  it("shows a list of sub-documents as each item's changed fields, without their internal ids", () => {
    render(
      <TestAdmin>
        <FieldDifferenceTable
          caption="Changed by both of you"
          headings={['Field', 'Theirs', 'Yours']}
          fields={['subCategories', 'title']}
          label={(field) => (field === 'subCategories' ? 'Sub categories' : 'Title')}
          left={{ title: 'SUVs', subCategories: [card('a1', 'Compact B'), card('a2', 'Midsize')] }}
          right={{ title: 'SUV', subCategories: [card('a1', 'Compact A'), card('a2', 'Midsize', '/suv/midsize')] }}
        />
      </TestAdmin>,
    );
    const table = screen.getByRole('table', { name: 'Changed by both of you' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sub categories 1 · TitleCompact BCompact A',
      'Sub categories 2 · Link(empty)/suv/midsize',
      'TitleSUVsSUV',
    ]);
    expect(table).not.toHaveTextContent('a1');
  });
});
