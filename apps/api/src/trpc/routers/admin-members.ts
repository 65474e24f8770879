import {
  ZAddMemberInput,
  ZAdminMember,
  ZAdminMemberDeleted,
  ZAdminMemberExportInput,
  ZAdminMemberListInput,
  ZAdminMemberPage,
  ZAdminMemberPageInput,
  ZAdminMemberUpdateInput,
  ZIdInput,
} from '@club/contract';
import { z } from 'zod';
import { attachment } from '../../services/admin/csv-file';
import {
  addMember,
  deleteMemberAsAdmin,
  memberExport,
  memberList,
  memberPage,
  updateMemberAsAdmin,
} from '../../services/admin/members-service';
import { adminProcedure, router } from '../trpc';

/** Member Management (admin only). */
export const adminMembersRouter = router({
  /** The spec's member list: every member matching the search, by name. */
  list: adminProcedure
    .input(ZAdminMemberListInput)
    .output(z.array(ZAdminMember))
    .query(({ ctx, input }) => memberList(ctx.deps, input)),

  /** One page of the member search (name, e-mail, username, phone). */
  page: adminProcedure
    .input(ZAdminMemberPageInput)
    .output(ZAdminMemberPage)
    .query(({ ctx, input }) => memberPage(ctx.deps, input)),

  /** Add Member: the account, and an e-mailed code to set a password. */
  create: adminProcedure
    .input(ZAddMemberInput)
    .output(ZAdminMember)
    .mutation(({ ctx, input }) => addMember(ctx.deps, ctx.user, input)),

  update: adminProcedure
    .input(ZAdminMemberUpdateInput)
    .output(ZAdminMember)
    .mutation(({ ctx, input: { id, ...fields } }) =>
      updateMemberAsAdmin(ctx.deps, ctx.user, id, fields),
    ),

  /** Deletes the member as their own deletion does (the answer counts the bookings cancelled). */
  delete: adminProcedure
    .input(ZIdInput)
    .output(ZAdminMemberDeleted)
    .mutation(({ ctx, input }) =>
      deleteMemberAsAdmin(ctx.deps, ctx.user, input.id, { withBookings: true }),
    ),

  /** The same deletion for a member who has no bookings; 409 while any exist. */
  deleteSimple: adminProcedure
    .input(ZIdInput)
    .output(ZAdminMemberDeleted)
    .mutation(({ ctx, input }) =>
      deleteMemberAsAdmin(ctx.deps, ctx.user, input.id, { withBookings: false }),
    ),

  /** Export CSV: the spec's columns, UTF-8 with BOM, formula cells escaped; a download named by the date. */
  exportCsv: adminProcedure
    .input(ZAdminMemberExportInput)
    .output(z.string())
    .query(async ({ ctx, input }) => {
      const file = await memberExport(ctx.deps, input, ctx.locale);
      void ctx.reply.header('content-disposition', attachment(file.fileName));
      return file.content;
    }),
});
