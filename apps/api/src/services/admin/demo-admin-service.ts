import {
  countDemoRequests,
  findDemoRequest,
  searchDemoRequests,
  updateDemoRequest,
} from '@club/db';
import type { TAdminDemoPage, TDemoRequest, TDemoRequestStatus, TUser } from '@club/contract';
import {
  demoRequestCsv,
  demoRequestCsvFileName,
  DomainError,
  localDateOf,
  startOfLocalDay,
} from '@club/domain';
import { resolveLocation } from '../club/club-data';
import { toDemoRequestDto } from '../demo/demo-dto';
import type { ServiceDeps } from '../shared/deps';
import { recordAudit } from './audit-log';
import { headersIn, withBom, type CsvFile } from './csv-file';
import type { Locale } from '../../i18n/i18n';

export interface DemoFilter {
  search: string;
  status: TDemoRequestStatus | 'all';
}

const asFilter = (f: DemoFilter) => ({
  search: f.search,
  status: f.status === 'all' ? undefined : f.status,
});

/** One page of the Demo Requests table, newest first. */
export async function demoRequestPage(
  deps: ServiceDeps,
  q: DemoFilter & { page: number; pageSize: number },
): Promise<TAdminDemoPage> {
  const filter = asFilter(q);
  const [rows, total] = await Promise.all([
    searchDemoRequests(deps.db, {
      ...filter,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    }),
    countDemoRequests(deps.db, filter),
  ]);
  return { items: rows.map(toDemoRequestDto), total, page: q.page, pageSize: q.pageSize };
}

/** 'Export to CSV': every request the table's search and filter match. */
export async function demoRequestExport(
  deps: ServiceDeps,
  q: DemoFilter,
  locale: Locale = 'en',
): Promise<CsvFile> {
  const zone = (await resolveLocation(deps.db)).timeZone;
  const rows = await searchDemoRequests(deps.db, asFilter(q));
  return {
    fileName: demoRequestCsvFileName(localDateOf(deps.now(), zone)),
    // the stored day, as an instant of that day in the club's zone (what the CSV helper formats)
    content: withBom(
      demoRequestCsv(
        rows.map((r) => ({ ...r, preferredDate: startOfLocalDay(r.preferredDate, zone) })),
        zone,
        headersIn(locale),
      ),
    ),
  };
}

/** 'Update Status' with notes, written to the audit log with the request's before and after. */
export async function updateDemoRequestAsAdmin(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
  patch: { status: TDemoRequestStatus; notes: string | null },
): Promise<TDemoRequest> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await findDemoRequest(trx, id);
    const row = before ? await updateDemoRequest(trx, id, patch) : undefined;
    if (!before || !row) throw new DomainError('NOT_FOUND', /*i18n*/ 'Demo request not found');
    const subject = { entityType: 'demoRequest' as const, entityId: id };
    await recordAudit(
      trx,
      actor,
      'demoRequest.update',
      subject,
      toDemoRequestDto(before),
      toDemoRequestDto(row),
    );
    return toDemoRequestDto(row);
  });
}
