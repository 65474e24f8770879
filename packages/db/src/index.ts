export * from './engine';
export * from './schema';
export * from './seed';
export * from './repositories/users';
export * from './repositories/sessions';
export * from './repositories/reset-codes';
export * from './repositories/locations';
export * from './repositories/bookings';
