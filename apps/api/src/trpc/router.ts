import { createCallerFactory, router } from './trpc';
import { authRouter } from './routers/auth';
import { systemRouter } from './routers/system';
import { baysRouter, locationsRouter } from './routers/club';
import { bookingsRouter } from './routers/bookings';
import { demoRequestsRouter } from './routers/demo-requests';
import { leaguesRouter } from './routers/leagues';
import { adminLeaguesRouter } from './routers/leagues-admin';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  locations: locationsRouter,
  bays: baysRouter,
  bookings: bookingsRouter,
  demoRequests: demoRequestsRouter,
  leagues: leaguesRouter,
  adminLeagues: adminLeaguesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
