import {
  ZAdminDemoExportInput,
  ZAdminDemoPage,
  ZAdminDemoSearchInput,
  ZAuditEntry,
  ZAuditQuery,
  ZDashboard,
  ZDashboardInput,
} from '@club/contract';
import { z } from 'zod';
import { auditHistory } from '../../services/admin/audit-log';
import { attachment } from '../../services/admin/csv-file';
import { dashboard } from '../../services/admin/dashboard-service';
import { demoRequestExport, demoRequestPage } from '../../services/admin/demo-admin-service';
import { adminProcedure, router } from '../trpc';

/** The Demo Requests table's search and paging, and its CSV export (admin only). */
export const adminDemoRequestsRouter = router({
  page: adminProcedure
    .input(ZAdminDemoSearchInput)
    .output(ZAdminDemoPage)
    .query(({ ctx, input }) => demoRequestPage(ctx.deps, input)),

  exportCsv: adminProcedure
    .input(ZAdminDemoExportInput)
    .output(z.string())
    .query(async ({ ctx, input }) => {
      const file = await demoRequestExport(ctx.deps, input, ctx.locale);
      void ctx.reply.header('content-disposition', attachment(file.fileName));
      return file.content;
    }),
});

/** The audit history of one thing, and the Today dashboard (admin only). */
export const adminInsightsRouter = router({
  history: adminProcedure
    .input(ZAuditQuery)
    .output(z.array(ZAuditEntry))
    .query(({ ctx, input }) => auditHistory(ctx.deps.db, input)),

  dashboard: adminProcedure
    .input(ZDashboardInput)
    .output(ZDashboard)
    .query(({ ctx, input }) => dashboard(ctx.deps.db, ctx.deps.now(), input)),
});
