import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { VehicleRecord } from '../../types.ts';
import { cellClasses } from './listTableStyles.ts';

/** MUI <Tooltip> defaults: 100 ms before opening; none when another tooltip showed in the last 800 ms. */
const ENTER_DELAY_MS = 100;
const HYSTERESIS_MS = 800;

let openCount = 0;
let lastClosedAt = Number.NEGATIVE_INFINITY;

interface HoverTip {
  anchor: HTMLElement;
  title: string;
  open: boolean;
}

/** MUI <Tooltip>'s hover handling (same delays) for many small elements sharing one tooltip (see CountChips). */
const useHoverTip = () => {
  const [tip, setTip] = useState<HoverTip | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const isOpen = tip?.open ?? false;

  useEffect(() => {
    if (!isOpen) return;
    openCount += 1;
    return () => {
      openCount -= 1;
      lastClosedAt = Date.now();
    };
  }, [isOpen]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (event: MouseEvent<HTMLElement>, title: string) => {
    const anchor = event.currentTarget;
    const recent = openCount > 0 || Date.now() - lastClosedAt < HYSTERESIS_MS;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setTip({ anchor, title, open: true }), recent ? 0 : ENTER_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setTip((current) => (current?.open ? { ...current, open: false } : current));
  };
  return { tip, show, hide };
};

interface Count {
  /** i18n key of what is counted. */
  label: string;
  value: number;
}

/**
 * Small labelled counts; the label is the tooltip and part of the accessible name. Six chips per row: light markup
 * styled by the table (listTableStyles.ts), and one MUI tooltip, mounted once a chip is hovered and anchored to it (its
 * hidden child only holds the tooltip's listeners; the chips keep their own accessible names).
 */
const CountChips = ({ counts }: { counts: Count[] }) => {
  const translate = useTranslate();
  const { tip, show, hide } = useHoverTip();

  return (
    <div className={cellClasses.chips}>
      {counts.map(({ label, value }) => {
        const name = translate(label);
        return (
          <div
            key={label}
            className={cellClasses.chip}
            aria-label={`${name}: ${value}`}
            onMouseEnter={(event) => show(event, name)}
            onMouseLeave={hide}
          >
            <span className={cellClasses.chipLabel}>{value}</span>
          </div>
        );
      })}
      {tip && (
        <Tooltip title={tip.title} open={tip.open} onClose={hide} slotProps={{ popper: { anchorEl: tip.anchor } }}>
          <span hidden />
        </Tooltip>
      )}
    </div>
  );
};

export const pinCounts = (record: VehicleRecord): Count[] => [
  { label: 'resources.vehicles.pins.damage', value: record.vehiclePinCount.damageCount },
  { label: 'resources.vehicles.pins.feature', value: record.vehiclePinCount.featureCount },
  { label: 'resources.vehicles.pins.installed_feature', value: record.vehiclePinCount.instFeatureCount },
];

export const featureCounts = (record: VehicleRecord): Count[] => [
  { label: 'resources.vehicles.features.installed', value: record.featureCounts.features },
  { label: 'resources.vehicles.features.possible', value: record.featureCounts.possibleFeatures },
  { label: 'resources.vehicles.features.installed_possible', value: record.featureCounts.installedPossibleFeatures },
];

/** Columns 12 (pinCounts) and 13 (featureCounts): composites, not sortable. */
export const VehicleCountsField = ({ of }: { of: (record: VehicleRecord) => Count[] }) => {
  const record = useRecordContext<VehicleRecord>();
  return record ? <CountChips counts={of(record)} /> : null;
};
