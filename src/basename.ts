/** Everything lives under /admin (spec §2); Vite's `base` says the same. */
export const ADMIN_BASENAME = '/admin';
