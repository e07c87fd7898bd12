import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Web360Record } from '../../dataProvider/web360.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { LayerRowsField } from './LayerRowsField.tsx';

const row = (layers: Web360Record['layers'], equalRows: boolean): Web360Record => ({
  id: 'A1',
  _id: 'A1',
  stockid: 'A1',
  make: 'Honda',
  model: 'Civic',
  carYear: 2020,
  layers,
  equalRows,
  hasInterior: false,
  exteriorHotspotCount: 0,
  interiorHotspotCount: 0,
});

const renderRow = (record: Web360Record) =>
  render(
    <TestAdmin>
      <RecordContextProvider value={record}>
        <LayerRowsField />
      </RecordContextProvider>
    </TestAdmin>,
  );

describe('the Rows column of the assets table', () => {
  it('says Equal when every row has the same number of frames', () => {
    renderRow(row({ 20: 36, 45: 36, 60: 36 }, true));
    expect(screen.getByText('Equal')).toBeInTheDocument();
  });

  it('flags rows whose frame counts differ and says why', () => {
    renderRow(row({ 20: 24, 45: 36, 60: 24 }, false));
    expect(screen.getByText('Unequal')).toBeInTheDocument();
    expect(screen.getByLabelText(/needs the same number of frames in every row/)).toBeInTheDocument();
  });

  it('says No spin for a vehicle without 360 frames, rather than Equal', () => {
    renderRow(row({ 20: 0, 45: 0, 60: 0 }, true));
    expect(screen.getByText('No spin')).toBeInTheDocument();
    expect(screen.queryByText('Equal')).not.toBeInTheDocument();
  });

  it('says which layer is missing for a vehicle without its 60° layer, rather than Equal', () => {
    renderRow(row({ 20: 36, 45: 36, 60: 0 }, true));
    expect(screen.getByText('No 60° layer')).toBeInTheDocument();
    expect(screen.queryByText('Equal')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/The DMS sent no frames at 60°/)).toBeInTheDocument();
  });

  it('names every missing layer', () => {
    renderRow(row({ 20: 36, 45: 0, 60: 0 }, true));
    expect(screen.getByText('No 45° and 60° layers')).toBeInTheDocument();
  });
});
