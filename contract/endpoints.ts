/** Paths of the product API, shared by the server routes, the console's data provider and the tests. */
export const API_PREFIX = '/v1';

export const endpoints = {
  health: '/v1/health',
  login: '/v1/auth/login',
  logout: '/v1/auth/logout',
  profile: '/v1/auth/profile',
  forgotPassword: '/v1/auth/forgot-password',
  users: '/v1/users',
  user: (id: string) => `/v1/users/${encodeURIComponent(id)}`,
  userResetPassword: (id: string) => `/v1/users/${encodeURIComponent(id)}/reset-password`,
  invite: '/v1/users/invite',
  setPassword: '/v1/users/set-password',
  openapi: '/v1/openapi.json',
  docs: '/v1/docs',
} as const;
