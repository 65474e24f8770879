import { createCallerFactory, router } from './trpc';
import { authRouter } from './routers/auth';
import { systemRouter } from './routers/system';
import { baysRouter, locationsRouter } from './routers/club';
import { bookingsRouter } from './routers/bookings';
import { demoRequestsRouter } from './routers/demo-requests';
import { leaguesRouter } from './routers/leagues';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  locations: locationsRouter,
  bays: baysRouter,
  bookings: bookingsRouter,
  demoRequests: demoRequestsRouter,
  leagues: leaguesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
