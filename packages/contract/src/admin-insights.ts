import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, DEMO_REQUEST_STATUSES } from '@club/domain';
import { z } from 'zod';
import { ZAdminPaging, ZAdminPlanFilter, ZAdminSearch, ZOwesFilter } from './admin-members';
import { ZDemoRequest } from './demo-api';
import { ZClubDay } from './admin-bookings';
import { ZDayMoney } from './ledger';
import { ZId } from './primitives';

// Demo-request search, the audit log and the Today dashboard of the admin panel.

export const ZDemoStatusFilter = z.enum(['all', ...DEMO_REQUEST_STATUSES]).default('all');

/** The Demo Requests table: search (name, e-mail, phone), status filter, one page. */
export const ZAdminDemoSearchInput = z.object({
  search: ZAdminSearch,
  status: ZDemoStatusFilter,
  ...ZAdminPaging,
});
export type TAdminDemoSearchInput = z.input<typeof ZAdminDemoSearchInput>;

export const ZAdminDemoPage = z.object({
  items: z.array(ZDemoRequest),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminDemoPage = z.infer<typeof ZAdminDemoPage>;

/** 'Export to CSV' exports what the table shows: the same search and filter, every page. */
export const ZAdminDemoExportInput = z
  .object({ search: ZAdminSearch, status: ZDemoStatusFilter })
  .default({ search: '', status: 'all' });
export type TAdminDemoExportInput = z.input<typeof ZAdminDemoExportInput>;

/** 'Export CSV' of Member Management: the members matching the search box. */
export const ZAdminMemberExportInput = z
  .object({ search: ZAdminSearch, plan: ZAdminPlanFilter, owes: ZOwesFilter })
  .default({ search: '', plan: 'all', owes: false });
export type TAdminMemberExportInput = z.input<typeof ZAdminMemberExportInput>;

// --- Audit log --------------------------------------------------------------------------------

export const ZAuditEntityType = z.enum(AUDIT_ENTITY_TYPES);
export type TAuditEntityType = z.infer<typeof ZAuditEntityType>;

const ZSnapshot = z.record(z.string(), z.unknown()).nullable();

/** One admin change: who, what, when, before and after. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: ZAuditEntityType,
  entityId: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  before: ZSnapshot,
  after: ZSnapshot,
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** The history of one booking, member, bay, hours entry or demo request, newest first. */
export const ZAuditQuery = z.object({ entityType: ZAuditEntityType, entityId: ZId });
export type TAuditQuery = z.input<typeof ZAuditQuery>;

// --- Today dashboard ----------------------------------------------------------------------------

export const ZDashboardInput = z
  .object({ date: ZClubDay.optional(), locationId: ZId.optional() })
  .default({});
export type TDashboardInput = z.input<typeof ZDashboardInput>;

const ZBayUtilisation = z.object({
  bayId: z.number().int(),
  bayName: z.string(),
  percent: z.number().int(),
  /** Percent booked per local hour 0-23; null where the bay was not open that hour. */
  hours: z.array(z.number().int().nullable()),
});

const ZUtilisation = z.object({
  percent: z.number().int(),
  peakSharePercent: z.number().int(),
  bookedMinutes: z.number().int(),
  openMinutes: z.number().int(),
  bays: z.array(ZBayUtilisation),
});
export type TUtilisation = z.infer<typeof ZUtilisation>;

export const ZDashboard = z.object({
  date: z.string(),
  timeZone: z.string(),
  locationId: z.number().int(),
  day: ZUtilisation,
  week: ZUtilisation.extend({
    from: z.string(),
    to: z.string(),
    days: z.array(z.object({ day: z.string(), percent: z.number().int() })),
  }),
  waitlist: z.object({ today: z.number().int(), upcoming: z.number().int() }),
  bookingsCreated: z.array(z.object({ day: z.string(), count: z.number().int() })),
  demoFunnel: z.array(z.object({ status: z.enum(DEMO_REQUEST_STATUSES), count: z.number().int() })),
  /** The day's lessons: who teaches whom on which bay (issue 24). */
  lessons: z.array(
    z.object({
      id: z.number().int(),
      startTime: z.string(),
      endTime: z.string(),
      coachName: z.string(),
      memberName: z.string(),
      bayName: z.string(),
    }),
  ),
  /** The day's charges, credits and payments in the account book (club time, every member). */
  money: ZDayMoney,
});
export type TDashboard = z.infer<typeof ZDashboard>;
