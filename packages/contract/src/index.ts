export * from './errors';
export * from './roles';
export * from './website-state';
export * from './settings';
export * from './users';
export * from './auth';
export * from './constants';
export * from './health';
