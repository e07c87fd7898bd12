import { useEffect, useState } from 'react';
import { Chip, Tooltip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { windowState, type WindowState } from '../../../../contract/content/index.ts';

/** What a row's status chip says: hidden items are off whatever their window; visible ones by their window. */
type WindowStatus = 'hidden' | WindowState;

interface WindowedItem {
  visible?: boolean;
  publishFrom?: string | null;
  publishUntil?: string | null;
}

/** The public API's own rule (contract windowState) at `now`, after the publish flag. */
export const windowStatusOf = (item: WindowedItem, now: number): WindowStatus =>
  item.visible === true ? windowState(item, now) : 'hidden';

// Outlined: the text colours pass WCAG AA on white (primary #1565c0, success #2e7d32, warning #bf360c).
const COLOURS: Record<WindowStatus, ChipProps['color']> = {
  hidden: 'default',
  scheduled: 'primary',
  live: 'success',
  expired: 'warning',
};

const formatTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';

/** The current time, moved on every minute: a banner whose window opens at 09:00 turns Live at 09:00 on an open page. */
const useMinute = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

/**
 * The row's status on the public site now: Hidden (not visible), else Scheduled, Live or Expired by its publish
 * window (the public API honours it to the minute). The tooltip gives the window's dates.
 */
export const WindowStateField = ({ now: fixedNow }: { now?: number }) => {
  const record = useRecordContext<WindowedItem>();
  const translate = useTranslate();
  const minute = useMinute();
  if (!record) return null;
  const status = windowStatusOf(record, fixedNow ?? minute);
  const label = translate(`app.content.window.${status}`);
  const help =
    status === 'scheduled'
      ? translate('app.content.window.scheduled_help', { from: formatTime(record.publishFrom) })
      : status === 'expired'
        ? translate('app.content.window.expired_help', { until: formatTime(record.publishUntil) })
        : status === 'live' && record.publishUntil
          ? translate('app.content.window.live_until_help', { until: formatTime(record.publishUntil) })
          : translate(`app.content.window.${status}_help`);
  return (
    <Tooltip title={help}>
      <Chip size="small" variant="outlined" color={COLOURS[status]} label={label} aria-label={`${label}: ${help}`} />
    </Tooltip>
  );
};
