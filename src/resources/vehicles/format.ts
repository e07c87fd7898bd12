/** A bare `YYYY-MM-DD` (purchase date) is a calendar day, read as local: never the day before west of Greenwich. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// `toLocaleDateString()` builds a formatter on each call; the list formats a date per row.
const dayFormat = new Intl.DateTimeFormat();

export const formatDay = (value: string | null | undefined): string => {
  if (!value) return '';
  const day = DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
};

export const formatDateTime = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
};

/** Bytes for the export progress: 1.2 MB, 830 kB. */
export const formatBytes = (bytes: number): string => {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} kB`;
  return `${bytes} B`;
};

/** `inventory-YYYY-MM-DD.csv`, by the admin's local date. */
export const inventoryFileName = (now: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `inventory-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
};

/** Spec §3 picture order: the contract's one rule (the server applies it too). */
export { orderPictures as byTrailingNumber } from '../../../contract/pictures.ts';
