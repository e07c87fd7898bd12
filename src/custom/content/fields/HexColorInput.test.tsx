import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import { HEX_COLOR_MESSAGE } from '../../../../contract/content/index.ts';
import { TestAdmin } from '../../../test/TestAdmin.tsx';
import { HexColorInput } from './HexColorInput.tsx';

const renderInput = (onSubmit = vi.fn()) => {
  render(
    <TestAdmin>
      <Form record={{ id: 'p1', background: '' }} onSubmit={onSubmit}>
        <HexColorInput source="background" label="Background colour" />
        <SaveButton alwaysEnable />
      </Form>
    </TestAdmin>,
  );
  return onSubmit;
};

describe('hex colour input', () => {
  it('previews a valid colour in its swatch', async () => {
    const user = userEvent.setup();
    renderInput();
    const input = await screen.findByRole('textbox', { name: 'Background colour' });
    expect(screen.getByText('Empty: the site’s default colour')).toBeInTheDocument();
    await user.type(input, '#1a2b3c');
    expect(screen.getByTestId('hex-colour-swatch')).toHaveStyle({ background: '#1a2b3c' });
  });

  it('refuses four hex digits with the contract’s message and does not save', async () => {
    const user = userEvent.setup();
    const onSubmit = renderInput();
    await user.type(await screen.findByRole('textbox', { name: 'Background colour' }), '#abcd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(HEX_COLOR_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves an emptied colour as an empty string, which the server takes as the default', async () => {
    const user = userEvent.setup();
    const onSubmit = renderInput();
    await user.type(await screen.findByRole('textbox', { name: 'Background colour' }), '#fff');
    await user.clear(screen.getByRole('textbox', { name: 'Background colour' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ background: '' });
  });
});
