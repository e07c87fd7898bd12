import { render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setToken } from '../../authProvider/storage.ts';
import { getDataProvider } from '../../dataProvider/index.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { VehicleList } from './VehicleList.tsx';

/** The vehicle list inside a test admin, over the real data provider (fetch is stubbed per test). */
export const renderVehicleList = () =>
  render(
    <TestAdmin dataProvider={getDataProvider()}>
      <VehicleList />
    </TestAdmin>,
  );

/** A signed-in session and fresh list preferences for each test; stubs undone after it. */
export function withVehicleListSession() {
  beforeEach(() => {
    setToken('session-token');
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
