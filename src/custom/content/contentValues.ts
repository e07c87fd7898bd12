import { HttpError } from 'react-admin';
import { fieldErrorsOf as answerFieldErrors, isRecord } from '../../dataProvider/http.ts';
import { FALLBACK_ERROR_MESSAGE } from '../../../contract/index.ts';
import { ENVELOPE_KEYS } from '../../../contract/content/index.ts';

export type ContentValues = Record<string, unknown>;

/**
 * A write's answer is the saved document plus `status` and `message`. react-admin puts that answer in
 * its cache as the record; read through this, the form never holds them (the server would strip them
 * anyway, but they would show up as differences and in the values sent back).
 */
export const withoutAnswerKeys = <T extends object>(record: T): T => {
  if (!('status' in record) && !('message' in record)) return record;
  const { status: _status, message: _message, ...rest } = record as T & { status?: unknown; message?: unknown };
  return rest as T;
};

/** The server's `message` of a write's answer, if it sent one. */
export const answerMessageOf = (answer: unknown): string | undefined =>
  isRecord(answer) && typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : undefined;

/**
 * Spec §8 read through the declaration's answers ('menu delete expects status deleted'): an answer with another
 * `status` than the expected one is refused in effect, and that status is its error toast; else the server's
 * message, or the declaration's.
 */
export const answerToastOf = (answer: unknown, expected: { status: string; message: string }) => {
  const status = isRecord(answer) ? answer.status : undefined;
  const refused = typeof status === 'string' && status !== '' && status !== expected.status;
  return { refused, message: refused ? status : (answerMessageOf(answer) ?? expected.message) };
};

/** Spec §8: what a failure's toast says (the data provider's errors already carry `msg`, else `message`). */
export const failureMessageOf = (error: unknown): string => {
  if (typeof error === 'string' && error !== '') return error;
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_ERROR_MESSAGE;
};

export const statusOf = (error: unknown): number | undefined => (error instanceof HttpError ? error.status : undefined);

/** 412: the document moved on since the admin loaded it. */
export const isConflict = (error: unknown) => statusOf(error) === 412;

const envelope: readonly string[] = ENVELOPE_KEYS;

/** The `{field: message}` of a 400 answer (dotted paths such as `img.alt`), without the envelope's keys. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined => {
  const entries = Object.entries(answerFieldErrors(error) ?? {}).filter(([key]) => !envelope.includes(key));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

/** '', null and a missing value all read as "empty" to an admin. */
export const isEmptyValue = (value: unknown) => value === undefined || value === null || value === '';

/** Deep equality of JSON-like values, ignoring key order; empties are equal to each other. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
};

/** Content fields (not the envelope) whose values differ between two versions of a document. */
export const differingFields = (a: ContentValues, b: ContentValues): string[] => {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !envelope.includes(key));
  return keys.filter((key) => !sameValue(a[key], b[key]));
};

export interface ConflictAnalysis {
  /** Fields the admin changed since they loaded the document. */
  mine: string[];
  /** Fields both changed, to different values: the admin must choose. */
  overlap: string[];
  /** The admin's changes can go on top of theirs without losing anything of either. */
  mergeable: boolean;
}

/**
 * What a 412 means field by field (beyond the spec): `base` is the version the admin loaded, `attempted` what they
 * tried to save, `theirs` the server's current version. Fields changed on one side only merge; a field both
 * changed to the same value is no conflict either.
 */
export const analyseConflict = (
  base: ContentValues,
  attempted: ContentValues,
  theirs: ContentValues,
): ConflictAnalysis => {
  const mine = differingFields(base, attempted);
  const changedByThem = new Set(differingFields(base, theirs));
  const overlap = mine.filter((key) => changedByThem.has(key) && !sameValue(attempted[key], theirs[key]));
  return { mine, overlap, mergeable: mine.length > 0 && overlap.length === 0 };
};

/** The admin's changed fields with their values, to put back on top of their version. */
export const changesOf = (base: ContentValues, attempted: ContentValues): ContentValues =>
  Object.fromEntries(differingFields(base, attempted).map((key) => [key, attempted[key]]));
