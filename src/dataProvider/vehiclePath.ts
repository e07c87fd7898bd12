/** One vehicle's API path (also requested early at boot on a detail page: src/bootPrefetch.ts). */
export const vehiclePath = (stockid: string): string => `/v1/vehicles/${encodeURIComponent(stockid)}`;
