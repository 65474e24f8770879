import {
  ZAdminBayChanged,
  ZAdminBayCreateInput,
  ZAdminBayUpdateInput,
  ZAdminHoursAdded,
  ZAdminHoursAddInput,
  ZAdminHoursDeleted,
  ZAdminHoursDeleteInput,
} from '@club/contract';
import {
  addBayHours,
  createBay,
  deleteBayHours,
  updateBayAsAdmin,
} from '../../services/admin/bays-service';
import { adminProcedure, router } from '../trpc';

/** Bay Management (admin only): bays and their operating hours. */
export const adminBaysRouter = router({
  create: adminProcedure
    .input(ZAdminBayCreateInput)
    .output(ZAdminBayChanged)
    .mutation(({ ctx, input }) => createBay(ctx.deps, ctx.user, input)),

  /** Edit or toggle active; 409 while it would strand confirmed upcoming bookings, unless `force`. */
  update: adminProcedure
    .input(ZAdminBayUpdateInput)
    .output(ZAdminBayChanged)
    .mutation(({ ctx, input: { id, ...fields } }) =>
      updateBayAsAdmin(ctx.deps, ctx.user, id, fields),
    ),

  addHours: adminProcedure
    .input(ZAdminHoursAddInput)
    .output(ZAdminHoursAdded)
    .mutation(({ ctx, input: { id, ...fields } }) => addBayHours(ctx.deps, ctx.user, id, fields)),

  deleteHours: adminProcedure
    .input(ZAdminHoursDeleteInput)
    .output(ZAdminHoursDeleted)
    .mutation(({ ctx, input }) => deleteBayHours(ctx.deps, ctx.user, input.id, input.force)),
});
