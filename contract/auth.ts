import { z } from 'zod';

/** Passwords: NIST SP 800-63B-4 length rule, no composition rules (security notes). */
export const PASSWORD_MIN = 15;
export const PASSWORD_MAX = 128;

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  // RFC 5321's limit: mail servers refuse longer names, so the invitation would never arrive.
  .refine((e) => e.indexOf('@') <= 64, 'The part before @ must be at most 64 characters');

export const loginRequest = z.strictObject({
  email: z.string().trim().min(1, 'Please enter your email').max(254),
  password: z.string().min(1, 'Please enter your password').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const userRole = z.enum(['admin']);
export const userStatus = z.enum(['invited', 'active']);

export const profile = z.object({
  _id: z.string(),
  email: z.string(),
  role: userRole,
  status: userStatus,
});
export type Profile = z.infer<typeof profile>;

export const loginResponse = profile.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const setPasswordRequest = z.strictObject({
  password: z.string(),
});

export const forgotPasswordRequest = z.strictObject({ email: z.string().trim().max(254) });

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Shown in the set-password dialog so nobody has to guess the rule. */
export const PASSWORD_RULE_TEXT =
  `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A few words make a good password. ` +
  `Common passwords and passwords containing "admin" or the product name are refused.`;
