import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { TestAdmin } from '../../../test/TestAdmin.tsx';
import { WindowStateField } from './WindowStateField.tsx';

const NOW = Date.parse('2026-12-01T12:00:00Z');

const renderChip = (record: Record<string, unknown>) =>
  render(
    <TestAdmin>
      <RecordContextProvider value={{ id: 'b1', ...record }}>
        <WindowStateField now={NOW} />
      </RecordContextProvider>
    </TestAdmin>,
  );

describe('status chip of a banner or hero image', () => {
  it('says Hidden for an item that is not visible, even inside its window', () => {
    renderChip({ visible: false, publishFrom: '2026-11-01T00:00:00Z' });
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByLabelText('Hidden: Not visible: the public site does not show it.')).toBeInTheDocument();
  });

  it('says Live for a visible item with no window', () => {
    renderChip({ visible: true, publishFrom: null, publishUntil: null });
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('says Scheduled before the window opens and gives the start', () => {
    renderChip({ visible: true, publishFrom: '2026-12-02T09:00:00Z' });
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Scheduled: Visible from .*2026/)).toBeInTheDocument();
  });

  it('says Expired once the window has closed', () => {
    renderChip({ visible: true, publishFrom: '2026-11-01T00:00:00Z', publishUntil: '2026-11-30T00:00:00Z' });
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Expired: Its publish window ended on .*2026/)).toBeInTheDocument();
  });
});
