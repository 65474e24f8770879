import { ZBay, ZBookingIdInput, ZId, ZLocation, ZOperatingHours } from '@club/contract';
import { z } from 'zod';
import { toBayDto, toLocationDto } from '../../services/club/club-dto';
import { bayOperatingHours, listAllBays, listAllLocations } from '../../services/club/club-queries';
import { publicProcedure, router } from '../trpc';

export const locationsRouter = router({
  list: publicProcedure
    .output(z.array(ZLocation))
    .query(async ({ ctx }) => (await listAllLocations(ctx.deps.db)).map(toLocationDto)),
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
