import { z } from 'zod';
import { email, userRole, userStatus } from './auth.ts';

export const admin = z.object({
  _id: z.string(),
  login: z.string(),
  email: z.string(),
  role: userRole,
  status: userStatus,
});
export type Admin = z.infer<typeof admin>;

export const adminList = z.array(admin);

export const inviteRequest = z.strictObject({ email });
export type InviteRequest = z.infer<typeof inviteRequest>;

export const idParams = z.strictObject({ id: z.uuid('Unknown admin') });
