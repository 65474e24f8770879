import {
  ZBay,
  ZBookingIdInput,
  ZClubSettingsInput,
  ZClubSetupInput,
  ZDoorLock,
  ZId,
  ZLocation,
  ZOperatingHours,
} from '@club/contract';
import { z } from 'zod';
import { toBayDto, toLocationDto } from '../../services/club/club-dto';
import { bayOperatingHours, listAllBays, listAllLocations } from '../../services/club/club-queries';
import { setUpClub, updateClubSettings } from '../../services/club/club-setup';
import { listDoorLocks } from '../../services/door/door-locks';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const locationsRouter = router({
  list: publicProcedure
    .output(z.array(ZLocation))
    .query(async ({ ctx }) =>
      (await listAllLocations(ctx.deps.db)).map((l) =>
        toLocationDto(l, ctx.deps.billing !== null, ctx.deps.door !== null),
      ),
    ),
});

export const baysRouter = router({
  list: publicProcedure
    .input(z.object({ locationId: ZId.optional() }).optional())
    .output(z.array(ZBay))
    .query(async ({ ctx, input }) =>
      (await listAllBays(ctx.deps.db, input?.locationId)).map(toBayDto),
    ),

  operatingHours: publicProcedure
    .input(ZBookingIdInput)
    .output(z.array(ZOperatingHours))
    .query(({ ctx, input }) => bayOperatingHours(ctx.deps.db, input.id)),
});

/** The club's first run and its settings (admin only). */
export const adminClubRouter = router({
  setup: adminProcedure
    .input(ZClubSetupInput)
    .output(ZLocation)
    .mutation(({ ctx, input }) =>
      // the front door is chosen in Club Settings once the club exists
      setUpClub(ctx.deps, ctx.user, { ...input, doorDeviceId: null }),
    ),

  /** Club Settings: the location's details and the members-only switch (audited). */
  update: adminProcedure
    .input(ZClubSettingsInput)
    .output(ZLocation)
    .mutation(({ ctx, input }) => updateClubSettings(ctx.deps, ctx.user, input)),

  /** Club Settings' front door choice: the locks Seam lists (404 without a door provider). */
  doorLocks: adminProcedure.output(z.array(ZDoorLock)).query(({ ctx }) => listDoorLocks(ctx.deps)),
});
