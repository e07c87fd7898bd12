import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFormPage } from './contentFormTestKit.tsx';
import { testimonialsWith } from './testimonialsTestKit.ts';

const withRequiredToast = testimonialsWith({ admin: { texts: { required: 'Please fill required fields' } } });

describe('a save stopped by the form’s rules', () => {
  it('says the declaration’s required text when a required field is empty, and sends nothing', async () => {
    const { create } = renderFormPage('/testimonials/create', {}, withRequiredToast);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('spinbutton', { name: /Rating/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please fill required fields')).toBeInTheDocument();
    expect(screen.queryByText('The form is not valid. Please check for errors')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Author name/ })).toHaveAccessibleDescription(
        /Author name is required/,
      ),
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps the generic words when every required field is filled but another rule fails', async () => {
    const { create } = renderFormPage('/testimonials/create', {}, withRequiredToast);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Author name/ }), 'x'.repeat(61));
    await user.type(screen.getByRole('spinbutton', { name: /Rating/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(screen.queryByText('Please fill required fields')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });
});
