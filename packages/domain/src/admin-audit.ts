// The admin audit log (issue 10): what kinds of things it records, and how a change reads.

/** The things an admin change is about. */
export const AUDIT_ENTITY_TYPES = [
  'booking',
  'member',
  'bay',
  'operatingHours',
  'demoRequest',
  'location',
  'league',
  'coach',
  'lesson',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What an admin did, as stored (entity.verb). */
export const AUDIT_ACTIONS = [
  'booking.create',
  'booking.cancel',
  'booking.move',
  'booking.promote',
  'booking.checkIn',
  'booking.undoCheckIn',
  'member.create',
  'member.update',
  'member.delete',
  'bay.create',
  'bay.update',
  'hours.add',
  'hours.delete',
  'demoRequest.update',
  'club.setup',
  'club.update',
  'waiver.update',
  'league.update',
  'league.removeParticipant',
  'coach.create',
  'coach.update',
  'coach.hours',
  'lesson.create',
  'lesson.move',
  'lesson.cancel',
  'lesson.checkIn',
  'lesson.undoCheckIn',
  'ledger.payment',
  'ledger.credit',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How an action reads in a history list. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'booking.create': 'Booked by an admin',
  'booking.cancel': 'Cancelled',
  'booking.move': 'Moved',
  'booking.promote': 'Promoted from the waitlist',
  'booking.checkIn': 'Checked in by an admin',
  'booking.undoCheckIn': 'Check-in undone',
  'member.create': 'Added',
  'member.update': 'Edited',
  'member.delete': 'Deleted',
  'bay.create': 'Bay added',
  'bay.update': 'Bay edited',
  'hours.add': 'Hours added',
  'hours.delete': 'Hours deleted',
  'demoRequest.update': 'Status updated',
  'club.setup': 'Club set up',
  'club.update': 'Club settings changed',
  'waiver.update': 'Waiver text changed',
  'league.update': 'League edited',
  'league.removeParticipant': 'Participant removed',
  'coach.create': 'Coach added',
  'coach.update': 'Coach edited',
  'coach.hours': 'Coach hours changed',
  'lesson.create': 'Lesson booked by an admin',
  'lesson.move': 'Lesson moved',
  'lesson.cancel': 'Lesson cancelled',
  'lesson.checkIn': 'Lesson checked in by an admin',
  'lesson.undoCheckIn': 'Lesson check-in undone',
  'ledger.payment': 'Payment recorded',
  'ledger.credit': 'Credit recorded',
};

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields whose values differ between two snapshots (a field missing on one side counts). */
export function changedFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((field) => !same(before?.[field], after?.[field]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}
