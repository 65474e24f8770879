import { z } from 'zod';
import { ZBayInput, ZOperatingHoursInput } from './bay';
import { ZBay, ZOperatingHours } from './booking-api';
import { ZId } from './primitives';

// Bay Management (spec "Admin panel"; DECISIONS.md creating a bay, admin edits of bays and hours).

/**
 * `force`: go ahead even though confirmed upcoming bookings would lose their bay (they are then
 * cancelled and the members e-mailed). A boolean, or 'true'/'false' in a query string.
 */
export const ZForce = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .default(false);

/** POST /api/bays. */
export const ZAdminBayCreateInput = ZBayInput;
export type TAdminBayCreateInput = z.input<typeof ZAdminBayCreateInput>;

/** PUT /api/bays/{id}: edit, or toggle active. */
export const ZAdminBayUpdateInput = ZBayInput.extend({ id: ZId, force: ZForce });
export type TAdminBayUpdateInput = z.input<typeof ZAdminBayUpdateInput>;

/** What a bay or hours change did to bookings: cancelled (forced) and waitlisted ones confirmed. */
const bookingEffects = {
  cancelledBookings: z.number().int(),
  promotedBookings: z.number().int(),
};

/** The updated bay (the spec's answer), with the change's effect on bookings. */
export const ZAdminBayChanged = ZBay.extend(bookingEffects);
export type TAdminBayChanged = z.infer<typeof ZAdminBayChanged>;

/** POST /api/bays/{id}/operating-hours: the entry, for the bay in the path. */
export const ZAdminHoursAddInput = z.object({ id: ZId, force: ZForce }).and(ZOperatingHoursInput);
export type TAdminHoursAddInput = z.input<typeof ZAdminHoursAddInput>;

export const ZAdminHoursAdded = ZOperatingHours.extend(bookingEffects);
export type TAdminHoursAdded = z.infer<typeof ZAdminHoursAdded>;

/** DELETE /api/bays/operating-hours/{id}. */
export const ZAdminHoursDeleteInput = z.object({ id: ZId, force: ZForce });
export type TAdminHoursDeleteInput = z.input<typeof ZAdminHoursDeleteInput>;

export const ZAdminHoursDeleted = z.object({ id: z.number().int(), ...bookingEffects });
export type TAdminHoursDeleted = z.infer<typeof ZAdminHoursDeleted>;
