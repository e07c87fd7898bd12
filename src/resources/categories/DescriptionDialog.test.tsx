import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { STALE_DOCUMENT } from '../../../contract/content/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { AlertMessageDialog, ErrorsAsAlert } from './AlertMessageDialog.tsx';
import type { DescriptionAnswer, DescriptionRecord } from './categoryApi.ts';
import { DescriptionDialog, type DescriptionValues } from './DescriptionDialog.tsx';

const stored: DescriptionRecord = {
  _id: 'uber-x',
  id: 'uber-x',
  version: 2,
  category: 'UBER X',
  description: 'Everyday rides.',
  highestCategory: false,
};

// As the categories screen holds it: its error toasts raise the screen's alert dialog.
const WithAlert = ({ children }: { children: ReactNode }) => {
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <>
      <ErrorsAsAlert onError={setAlert}>{children}</ErrorsAsAlert>
      <AlertMessageDialog
        title="app.categories.alert_title"
        ok="app.categories.ok"
        message={alert}
        onClose={() => setAlert(null)}
      />
    </>
  );
};

const renderDialog = (
  save: (values: DescriptionValues) => Promise<DescriptionAnswer>,
  reload = vi.fn(async () => stored),
) => {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <TestAdmin>
      <WithAlert>
        <DescriptionDialog record={stored} save={save} reload={reload} onSaved={onSaved} onClose={onClose} />
      </WithAlert>
    </TestAdmin>,
  );
  // hidden: while a question or an alert is open over it, the dialog is aria-hidden (a modal's rule).
  return {
    onSaved,
    onClose,
    reload,
    dialog: () => screen.getByRole('dialog', { name: 'Edit Rideshare Description', hidden: true }),
  };
};

describe('the description dialog', () => {
  it('shows the category without letting it change, and refuses an empty description without sending it', async () => {
    const save = vi.fn();
    const { dialog } = renderDialog(save);
    const category = await within(dialog()).findByRole('textbox', { name: 'Category' });
    expect(category).toHaveValue('UBER X');
    expect(category).toHaveAttribute('readonly');
    await userEvent.clear(within(dialog()).getByRole('textbox', { name: /^Description/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Description is required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the description with the version it was opened at, then closes with the answer', async () => {
    const answer = {
      ...stored,
      version: 3,
      description: 'Everyday rides, four doors.',
      status: 'success',
      message: 'Success!',
    };
    const save = vi.fn(async () => answer);
    const { dialog, onSaved, onClose } = renderDialog(save);
    const description = await within(dialog()).findByRole('textbox', { name: /^Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Everyday rides, four doors.');
    await userEvent.click(within(dialog()).getByRole('switch', { name: 'Highest category' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
    expect(save).toHaveBeenCalledWith({
      description: 'Everyday rides, four doors.',
      highestCategory: true,
      version: 2,
    });
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Success!')).toBeInTheDocument();
  });

  it("puts a refusal's message in the console's own alert dialog and its field error under the input", async () => {
    const message = 'UBER BLACK is already the highest category: unmark it first';
    const save = vi.fn(async () => {
      throw new ApiError(
        `Highest category: ${message}`,
        400,
        { message: `Highest category: ${message}`, errors: { highestCategory: message } },
        true,
      );
    });
    const alert = vi.spyOn(window, 'alert');
    const { dialog, onClose } = renderDialog(save);
    await within(dialog()).findByRole('textbox', { name: /^Description/ });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const alertDialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(alertDialog).toHaveTextContent(`Highest category: ${message}`);
    expect(alert).not.toHaveBeenCalled();
    await userEvent.click(within(alertDialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog()).getByText(message)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the input on a stale save, shows what both changed, and loads their version when asked', async () => {
    const theirs = { ...stored, version: 5, description: 'Their words.' };
    const save = vi.fn(async () => {
      throw new ApiError(STALE_DOCUMENT, 412, { message: STALE_DOCUMENT }, true);
    });
    const { dialog } = renderDialog(
      save,
      vi.fn(async () => theirs),
    );
    const description = await within(dialog()).findByRole('textbox', { name: /^Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'My words.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByRole('dialog', { name: 'Someone else saved this item' });
    expect(conflict).toHaveTextContent(STALE_DOCUMENT);
    // Both changed the description: side by side, theirs then mine.
    const both = await within(conflict).findByRole('table', { name: 'Changed by both of you' });
    expect(within(both).getByRole('row', { name: /Description Their words\. My words\./ })).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: /^Description/, hidden: true })).toHaveValue('My words.');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('textbox', { name: /^Description/, hidden: true })).toHaveValue('Their words.'),
    );
  });
});
