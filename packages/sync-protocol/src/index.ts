export * from './errors';
export * from './auth';
export * from './client-errors';
export * from './admin-test';
export * from './maps';
export * from './calculation-input';
export * from './offers';
