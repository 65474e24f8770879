import { z } from 'zod';

// Door codes as members see them (DECISIONS.md, Door access for a club open all night).

/**
 * A session's door code: `active` once the lock holds it (its digits and the window it opens the
 * door), `pending` while it is being made ("Your door code is on its way": no digits yet).
 */
export const ZDoorCodeView = z.object({
  status: z.enum(['pending', 'active']),
  code: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TDoorCodeView = z.infer<typeof ZDoorCodeView>;

/** On a booking, lesson or league item: null when there is none (no door access, or not confirmed). */
export const ZDoorCodeField = ZDoorCodeView.nullable().optional();
