import { Checkbox, ThemeProvider, createTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleLightTheme } from './theme.ts';

const theme = createTheme(consoleLightTheme);

describe('checkboxes under the console theme', () => {
  it('are named by the label given to them, as react-admin gives it to its row checkboxes', () => {
    render(
      <ThemeProvider theme={theme}>
        <Checkbox aria-label="Select this row" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select this row' })).toBeInTheDocument();
  });

  it('keep what they pass to their input the older way (inputProps)', () => {
    render(
      <ThemeProvider theme={theme}>
        <Checkbox inputProps={{ 'aria-label': 'Select all', id: 'select-all' }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('id', 'select-all');
  });
});
