import { createCallerFactory, router } from './trpc';
import { authRouter } from './routers/auth';
import { systemRouter } from './routers/system';
import { baysRouter, locationsRouter } from './routers/club';
import { bookingsRouter } from './routers/bookings';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  locations: locationsRouter,
  bays: baysRouter,
  bookings: bookingsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
