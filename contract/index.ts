export * from './errors.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './endpoints.ts';
export * from './dms.ts';
export * from './sync.ts';
export * from './vehicles.ts';
