export * from './engine';
export {
  batchedTransaction,
  executeStatement,
  mapStatement,
  statement,
  type BatchTx,
  type Statement,
} from './batch';
export * from './schema';
export * from './seed';
export * from './repositories/users';
export * from './repositories/sessions';
export * from './repositories/reset-codes';
export * from './repositories/rate-limits';
export * from './repositories/outbox';
export * from './repositories/locations';
export * from './repositories/bookings';
export * from './repositories/demo-requests';
export * from './repositories/health';
export * from './repositories/leagues';
export * from './repositories/leagues-participants';
export * from './repositories/leagues-results';
export * from './repositories/admin-bookings';
export * from './repositories/admin-members';
export * from './repositories/admin-bays';
export * from './repositories/admin-demo';
export * from './repositories/admin-dashboard';
export * from './repositories/audit';
export * from './generate';
export * from './explain';
export * from './repositories/location-day';
export * from './repositories/member-booking';
