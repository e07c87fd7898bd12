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
  /** The makes in the inventory with their vehicle counts (the list's make filter). */
  vehicleMakes: '/v1/vehicles/makes',
  vehiclePins: '/v1/vehicle-pins',
  vehiclePin: (id: string) => `/v1/vehicle-pins/${encodeURIComponent(id)}`,
  web360Vehicles: '/v1/web360/vehicles',
  web360Vehicle: (stockid: string) => `/v1/web360/vehicles/${encodeURIComponent(stockid)}`,
  /** The WebRotate 360 XML configuration of one stock id. */
  web360Xml: (stockid: string) => `/v1/web360/${encodeURIComponent(stockid)}`,
  web360Hotspot: '/v1/web360/hotspot',
  web360HotspotDelete: (stockid: string, view: 'exterior' | 'interior', hotspotId: string) =>
    `/v1/web360/hotspot/${encodeURIComponent(stockid)}/${view}/${encodeURIComponent(hotspotId)}`,
} as const;
