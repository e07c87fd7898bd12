import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Web360Config } from '../../../contract/index.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { HotspotSessionContext, type HotspotSession } from './hotspotSession.ts';

const noHotspots: Web360Config = {
  stockid: 'A100',
  spin: null,
  interior: null,
  exteriorHotspots: [],
  interiorHotspots: [],
};

/** A hotspot dialog's session for one part under test: nothing saved, spies for save and remove. */
export const sessionOf = ({
  config,
  ...rest
}: Omit<Partial<HotspotSession>, 'config'> & { config?: Partial<Web360Config> }) => ({
  config: { ...noHotspots, ...config },
  view: 'exterior' as const,
  features: { features: [], installedPossibleFeatures: [], possibleFeatures: [] },
  closeUps: [],
  target: null,
  busy: false,
  save: vi.fn<HotspotSession['save']>(),
  remove: vi.fn<HotspotSession['remove']>(),
  ...rest,
});

export const InSession = ({ session, children }: { session: HotspotSession; children: ReactNode }) => (
  <TestAdmin>
    <HotspotSessionContext value={session}>{children}</HotspotSessionContext>
  </TestAdmin>
);
