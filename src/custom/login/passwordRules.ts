import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/index.ts';

/** Characters as a person counts them (code points), not UTF-16 units. */
export const passwordLength = (value: unknown): number => (typeof value === 'string' ? Array.from(value).length : 0);

/** Client-side echo of the contract's length rule; the server has the last word (common passwords, 'admin', ...). */
export const validPasswordLength = (value: unknown): string | undefined => {
  const length = passwordLength(value);
  if (length < PASSWORD_MIN) return 'app.set_password.too_short';
  if (length > PASSWORD_MAX) return 'app.set_password.too_long';
  return undefined;
};

export const matchesPassword = (value: unknown, values: Record<string, unknown>): string | undefined =>
  value === values.password ? undefined : 'app.set_password.mismatch';
