export * from './user';
export * from './auth';
