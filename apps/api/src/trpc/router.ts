import { createCallerFactory, router } from './trpc';
import { authRouter } from './routers/auth';
import { systemRouter } from './routers/system';
import { adminClubRouter, baysRouter, locationsRouter } from './routers/club';
import { bookingsRouter } from './routers/bookings';
import { demoRequestsRouter } from './routers/demo-requests';
import { adminBookingsRouter } from './routers/admin-bookings';
import { adminMembersRouter } from './routers/admin-members';
import { adminBaysRouter } from './routers/admin-bays';
import { adminDemoRequestsRouter, adminInsightsRouter } from './routers/admin-insights';
import { leaguesRouter } from './routers/leagues';
import { adminLeaguesRouter } from './routers/leagues-admin';
import { adminLessonsRouter, lessonsRouter } from './routers/lessons';
import { accountRouter } from './routers/account';
import { adminWaiverRouter, waiverRouter } from './routers/waiver';
import { adminBillingRouter, billingRouter } from './routers/billing';
import { adminCheckInRouter } from './routers/check-in';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  account: accountRouter,
  locations: locationsRouter,
  bays: baysRouter,
  bookings: bookingsRouter,
  demoRequests: demoRequestsRouter,
  adminBookings: adminBookingsRouter,
  adminMembers: adminMembersRouter,
  adminBays: adminBaysRouter,
  adminDemoRequests: adminDemoRequestsRouter,
  adminInsights: adminInsightsRouter,
  leagues: leaguesRouter,
  adminLeagues: adminLeaguesRouter,
  lessons: lessonsRouter,
  adminLessons: adminLessonsRouter,
  adminClub: adminClubRouter,
  waiver: waiverRouter,
  adminWaiver: adminWaiverRouter,
  billing: billingRouter,
  adminBilling: adminBillingRouter,
  adminCheckIn: adminCheckInRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
