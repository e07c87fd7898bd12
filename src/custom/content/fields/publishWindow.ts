import { WINDOW_ORDER_MESSAGE } from '../../../../contract/content/index.ts';

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/**
 * A `datetime-local` value ('2026-12-01T09:30', the admin's own clock) as an ISO date-time with the admin's offset
 * ('2026-12-01T09:30:00+01:00'): the contract wants an offset, and the history shows the time as it was typed.
 * The offset is the one in force on that date (summer time differs from winter time).
 */
export const localToIso = (local: string): string | null => {
  if (local === '') return null;
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return null;
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const base = local.length === 16 ? `${local}:00` : local;
  return `${base}${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`;
};

/** An ISO date-time (any offset) as the `datetime-local` text of the admin's clock. */
export const isoToLocal = (iso: unknown): string => {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * The end must come after the start: said under "Publish until" before saving. The server checks it too
 * (same message), so a form that skips this still cannot store a reversed window.
 */
export const validateWindowOrder = (until: unknown, values: Record<string, unknown>): string | undefined => {
  const from = values.publishFrom;
  if (typeof until !== 'string' || typeof from !== 'string' || until === '' || from === '') return undefined;
  return Date.parse(until) <= Date.parse(from) ? WINDOW_ORDER_MESSAGE : undefined;
};

/** A date-time input's props (the publish window's ends, a declared date): the admin's local time, stored as ISO. */
export const DATE_TIME_INPUT = { fullWidth: false, sx: { width: 260 }, format: isoToLocal, parse: localToIso } as const;
