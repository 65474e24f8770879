import {
  ZGuestWaiver,
  ZGuestWaiverTokenInput,
  ZWaiver,
  ZWaiverAccepted,
  ZWaiverAcceptInput,
  ZWaiverForReader,
  ZWaiverTextInput,
} from '@club/contract';
import { acceptGuestWaiver, guestWaiver } from '../../services/waiver/guest-waiver';
import {
  acceptWaiver,
  adminWaiver,
  saveWaiverText,
  waiverForReader,
  type AcceptanceSource,
} from '../../services/waiver/waiver-service';
import type { Context } from '../context';
import { adminProcedure, memberProcedure, publicProcedure, router } from '../trpc';

/** Where the request came from: the client address as the app computes it (TRUST_PROXY), the browser. */
function sourceOf(ctx: Context): AcceptanceSource {
  const agent = ctx.req.headers['user-agent'];
  return { ip: ctx.client || null, userAgent: typeof agent === 'string' ? agent : null };
}

/** The club waiver (DECISIONS.md, The club waiver): the text, a member's and a guest's "I agree". */
export const waiverRouter = router({
  /** The current text and version; for a signed-in member also whether they accepted it. */
  current: publicProcedure
    .output(ZWaiverForReader)
    .query(({ ctx }) => waiverForReader(ctx.deps, ctx.user)),

  /** The member accepts the version they read (it must be the current one). */
  accept: memberProcedure
    .input(ZWaiverAcceptInput)
    .output(ZWaiverAccepted)
    .mutation(({ ctx, input }) => acceptWaiver(ctx.deps, ctx.user, input.version, sourceOf(ctx))),

  /** A guest's link: the text, their first name and the booking's day. */
  guest: publicProcedure
    .input(ZGuestWaiverTokenInput)
    .output(ZGuestWaiver)
    .query(({ ctx, input }) => guestWaiver(ctx.deps, input.token)),

  /** A guest's "I agree" from their link: once. */
  acceptGuest: publicProcedure
    .input(ZGuestWaiverTokenInput)
    .output(ZWaiverAccepted)
    .mutation(({ ctx, input }) => acceptGuestWaiver(ctx.deps, input.token, sourceOf(ctx))),
});

/** Club Settings' waiver text (the switch is adminClub.update's waiverEnabled). */
export const adminWaiverRouter = router({
  get: adminProcedure.output(ZWaiver).query(({ ctx }) => adminWaiver(ctx.deps)),

  /** A changed text becomes the next version (old versions kept); the same text makes none. */
  saveText: adminProcedure
    .input(ZWaiverTextInput)
    .output(ZWaiver)
    .mutation(({ ctx, input }) => saveWaiverText(ctx.deps, ctx.user, input.text)),
});
