import type {
  AuditAction,
  LedgerItem,
  LedgerKind,
  PaymentMethod,
  AuditEntityType,
  BayType,
  BookingStatus,
  DemoRequestStatus,
  GameType,
  LessonStatus,
  Locale,
  LeagueFormat,
  LeagueStatus,
  MembershipType,
  PlanStatus,
  ParticipantStatus,
  PreferredTime,
  Role,
  TeamType,
} from '@club/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Kysely table types (camelCase; CamelCasePlugin maps them to the snake_case columns).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back from pg as strings; written as numbers or strings. */
type Numeric = ColumnType<string, number | string | undefined, number | string>;
/** date columns are read as 'YYYY-MM-DD' strings (the type parser is set in engine.ts). */
type DateOnly = ColumnType<string, string, string>;
/** A column with a database default: read as T, optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: WithDefault<Role>;
  membershipType: WithDefault<MembershipType>;
  hoursRemaining: Numeric;
  calendarToken: string | null;
  createdAt: Generated<Date>;
  /** Set when the member deleted the account: the row stays, without name or contact. */
  deletedAt: Timestamp | null;
  /** The member gets an e-mail 24 hours before each session. */
  bookingReminders: Generated<boolean>;
  /** The member's language (migration 0026): their e-mails and the API's answers follow it. */
  locale: WithDefault<Locale>;
  /** Card payments (migration 0024): the member's Stripe customer, made once. */
  stripeCustomerId: string | null;
  /** The plan's state as Stripe's events last set it (null: never managed by Stripe). */
  planStatus: PlanStatus | null;
  planPaidThrough: Timestamp | null;
  planCancelAtPeriodEnd: WithDefault<boolean>;
  planGraceEndsAt: Timestamp | null;
  /** The time of the latest Stripe event applied to the plan. */
  planStateAt: Timestamp | null;
}

export interface SessionsTable {
  sid: string;
  userId: number | null;
  data: ColumnType<unknown, string, string>;
  expiresAt: Timestamp;
}

/** A pending e-mail change: the code sent to the new address confirms it. */
export interface EmailChangeCodesTable {
  id: Generated<number>;
  userId: number;
  newEmail: string;
  codeHash: string;
  expiresAt: Timestamp;
  failedAttempts: Generated<number>;
  createdAt: Generated<Date>;
}

export interface PasswordResetCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  expiresAt: Timestamp;
  failedAttempts: Generated<number>;
  usedAt: Timestamp | null;
  createdAt: Generated<Date>;
}

/** A fixed-window rate-limit counter (hardening, issue 9). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resetAt: Timestamp;
}

export type OutboxKind = 'mail' | 'reset-code' | 'email-change-code';

/** A queued e-mail: answered first, sent by its mail job (a crash loses no mail). */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: WithDefault<OutboxKind>;
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  createdAt: Timestamp;
  attempts: Generated<number>;
  /** Due at once; the far future (MAIL_GIVEN_UP) once given up on (migration 0020). */
  nextAttemptAt: Timestamp;
  sentAt: Timestamp | null;
  lastError: string | null;
  /** The message's files (a lesson's or league's .ics), as JSON; null for none (migration 0018). */
  attachments: ColumnType<OutboxAttachment[] | null, string | null | undefined, string | null>;
}

/** A file sent with a queued message, as nodemailer takes it. */
export interface OutboxAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface LocationsTable {
  id: Generated<number>;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  timeZone: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  /** Only accounts with a plan book, join waitlists and register for leagues (club setting). */
  membersOnly: Generated<boolean>;
  /** Bumped with every change to the location's bays or hours (a trigger: migration 0005). */
  setupVersion: Generated<number>;
  /** What a guest not on a pass costs, per session (club setting, $20 by default; migration 0021). */
  guestFeeCents: Generated<number>;
  /** Members accept the current waiver before booking (club setting, off by default; 0021). */
  waiverEnabled: Generated<boolean>;
  /** The front door's lock (a Seam device id) chosen in Club Settings; null: no codes (0025). */
  doorDeviceId: string | null;
  /** Release a session not checked in after N minutes (10 to 60); null: off (0025). */
  noShowReleaseMinutes: number | null;
}

export interface BaysTable {
  id: Generated<number>;
  name: string;
  type: BayType;
  locationId: number;
  features: ColumnType<string[], string[] | undefined, string[]>;
  isActive: Generated<boolean>;
  createdAt: Generated<Date>;
}

export interface BayOperatingHoursTable {
  id: Generated<number>;
  bayId: number;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isPeak: Generated<boolean>;
}

export interface BookingsTable {
  id: Generated<number>;
  userId: number;
  locationId: number;
  bayId: number | null;
  startTime: Timestamp;
  endTime: Timestamp;
  priceCents: number;
  isPeak: Generated<boolean>;
  status: WithDefault<BookingStatus>;
  waitlistPosition: number | null;
  createdBy: number | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  cancelledAt: Timestamp | null;
  /** When the 24-hour reminder was queued (once per booking). */
  reminderSentAt: Timestamp | null;
  /** Minutes of a confirmed session its plan covered when priced (0 otherwise; migration 0015). */
  planMinutes: WithDefault<number>;
  /** Checked in (migration 0025): by the code's first unlock (`door`) or an admin. */
  checkedInAt: Timestamp | null;
  checkedInBy: CheckedInBy | null;
  checkedInByUser: number | null;
  /** When the no-show sweep released it (status `no_show`). */
  releasedAt: Timestamp | null;
}

/**
 * A guest on a booking (migration 0021): one of its places 1-3 while live; on one of Elite's
 * monthly passes (fee 0) or charged the club's fee as it was then. Removed guests keep their row.
 */
export interface BookingGuestsTable {
  id: Generated<number>;
  bookingId: number;
  position: number;
  firstName: string;
  email: string | null;
  usesPass: WithDefault<boolean>;
  feeCents: WithDefault<number>;
  removedAt: Timestamp | null;
  createdAt: Generated<Date>;
}

/** The club waiver's texts: each edit is a new version, old ones kept (version 1 ships). */
export interface WaiverVersionsTable {
  id: Generated<number>;
  version: number;
  text: string;
  createdAt: Generated<Date>;
  /** The admin who wrote it; null for the text the product ships. */
  createdBy: number | null;
}

/** A member's acceptance of a waiver version: when, from which address and browser. */
export interface WaiverAcceptancesTable {
  id: Generated<number>;
  userId: number;
  version: number;
  acceptedAt: Generated<Date>;
  ip: string | null;
  userAgent: string | null;
}

/** A guest's waiver link: the token's hash only, single-use, valid until the booking's end. */
export interface GuestWaiverTokensTable {
  id: Generated<number>;
  guestId: number;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: Generated<Date>;
}

/** A guest's acceptance of a waiver version, from the e-mailed link. */
export interface GuestWaiverAcceptancesTable {
  id: Generated<number>;
  guestId: number;
  version: number;
  acceptedAt: Generated<Date>;
  ip: string | null;
  userAgent: string | null;
}

export interface CoachesTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  email: string | null;
  bio: string | null;
  isActive: Generated<boolean>;
  /** Whole dollars, stored as cents (migration 0009). */
  hourlyRateCents: WithDefault<number>;
  createdAt: Generated<Date>;
}

/** A coach's weekly hours: a local window on a weekday (0 = Sunday), 'HH:MM' to 'HH:MM' or '24:00'. */
export interface CoachHoursTable {
  id: Generated<number>;
  coachId: number;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export interface LessonsTable {
  id: Generated<number>;
  userId: number;
  bayId: number;
  coachId: number;
  startTime: Timestamp;
  endTime: Timestamp;
  createdAt: Generated<Date>;
  priceCents: WithDefault<number>;
  /** One of the plan's included lessons of its month ($0). */
  isIncluded: WithDefault<boolean>;
  status: WithDefault<LessonStatus>;
  createdBy: number | null;
  cancelledAt: Timestamp | null;
  /** When the 24-hour reminder was queued (once per lesson; migration 0013). */
  reminderSentAt: Timestamp | null;
  /** Checked in (migration 0025): by the code's first unlock (`door`) or an admin. */
  checkedInAt: Timestamp | null;
  checkedInBy: CheckedInBy | null;
  checkedInByUser: number | null;
  /** When the no-show sweep released it (status `no_show`). */
  releasedAt: Timestamp | null;
}

export interface LeaguesTable {
  id: Generated<number>;
  name: string;
  description: string;
  locationId: number;
  location: string;
  format: WithDefault<LeagueFormat>;
  teamType: WithDefault<TeamType>;
  gameType: WithDefault<GameType>;
  startDate: DateOnly;
  endDate: DateOnly;
  dayOfWeek: Generated<number>;
  startTime: Generated<string>;
  endTime: Generated<string>;
  durationWeeks: number;
  capacity: number;
  currentParticipants: Generated<number>;
  feeCents: number;
  numBays: Generated<number>;
  prizes: string | null;
  status: WithDefault<LeagueStatus>;
  createdAt: Generated<Date>;
  /** When the league claimed its nights' bays (migration 0010): the earlier claim keeps them. */
  baysClaimedAt: Generated<Date>;
}

/** A league night's reminder queued for a member (migration 0010): once per night per member. */
export interface LeagueNightRemindersTable {
  leagueId: number;
  matchDate: DateOnly;
  userId: number;
  queuedAt: Generated<Date>;
}

export interface LeagueParticipantsTable {
  id: Generated<number>;
  leagueId: number;
  userId: number;
  registrationDate: Generated<Date>;
  paymentMethod: Generated<string>;
  teamNumber: number | null;
  player1Name: string | null;
  player1Email: string | null;
  player2Name: string | null;
  player2Email: string | null;
  status: WithDefault<ParticipantStatus>;
}

export interface LeagueResultsTable {
  id: Generated<number>;
  leagueId: number;
  userId: number;
  weekDate: DateOnly;
  matchDate: DateOnly;
  teamNumber: number | null;
  score: Numeric;
  opponentTeamNumber: number | null;
  notes: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface DemoRequestsTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredDate: DateOnly;
  preferredTime: WithDefault<PreferredTime>;
  heardFrom: string;
  status: WithDefault<DemoRequestStatus>;
  notes: string | null;
  bayId: number | null;
  /** The account made from this request ('Create member'), while it exists. */
  userId: number | null;
  /** The visitor's language when they asked (migration 0027): their receipt's. */
  locale: WithDefault<Locale>;
  createdAt: Generated<Date>;
}

/** Every admin change: who, what, when, before and after (issue 10). */
export interface AdminAuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  actorName: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number;
  before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  after: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  createdAt: Generated<Date>;
}

/**
 * A line of a member's account (migration 0022): append-only (the database refuses to edit or
 * delete one, but for clearing its note). Amounts in integer cents above zero.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  userId: number;
  kind: LedgerKind;
  amountCents: number;
  item: LedgerItem;
  itemId: number | null;
  description: string;
  /** How a payment was made; null on every other kind. */
  method: PaymentMethod | null;
  note: string | null;
  /** The admin who recorded it; null when the product wrote it. */
  recordedBy: number | null;
  /** Unique: an outside event (a Stripe event id) writes its line once. */
  idempotencyKey: string | null;
  createdAt: Generated<Date>;
}

/** Each Stripe event, once (migration 0024). */
export interface StripeEventsTable {
  id: string;
  type: string;
  createdAt: Timestamp;
  receivedAt: Timestamp;
  stripeCustomerId: string | null;
  userId: number | null;
  outcome: StripeEventOutcome;
}
export type StripeEventOutcome = 'applied' | 'stale' | 'ignored' | 'unknown_customer';

export type CheckedInBy = 'door' | 'admin';

/**
 * A door code (migration 0025): what the club's lock should hold for one booking, lesson or
 * member's league night (participant + night start). A job makes Seam match the row.
 */
export interface DoorCodesTable {
  id: Generated<number>;
  userId: number;
  bookingId: number | null;
  lessonId: number | null;
  leagueParticipantId: number | null;
  nightStart: Timestamp | null;
  deviceId: string;
  code: string;
  startsAt: Timestamp;
  endsAt: Timestamp;
  status: WithDefault<DoorCodeStatus>;
  seamAccessCodeId: string | null;
  mailedAt: Timestamp | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}
export type DoorCodeStatus = 'pending' | 'active' | 'deleting' | 'deleted';

/** Each Seam webhook event once (migration 0025). */
export interface DoorEventsTable {
  id: string;
  type: string;
  receivedAt: Timestamp;
  outcome: DoorEventOutcome;
}
export type DoorEventOutcome = 'checked_in' | 'already' | 'ignored';

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetCodes: PasswordResetCodesTable;
  emailChangeCodes: EmailChangeCodesTable;
  rateLimits: RateLimitsTable;
  mailOutbox: MailOutboxTable;
  locations: LocationsTable;
  bays: BaysTable;
  bayOperatingHours: BayOperatingHoursTable;
  bookings: BookingsTable;
  bookingGuests: BookingGuestsTable;
  waiverVersions: WaiverVersionsTable;
  waiverAcceptances: WaiverAcceptancesTable;
  guestWaiverTokens: GuestWaiverTokensTable;
  guestWaiverAcceptances: GuestWaiverAcceptancesTable;
  coaches: CoachesTable;
  coachHours: CoachHoursTable;
  lessons: LessonsTable;
  leagues: LeaguesTable;
  leagueParticipants: LeagueParticipantsTable;
  leagueResults: LeagueResultsTable;
  leagueNightReminders: LeagueNightRemindersTable;
  demoRequests: DemoRequestsTable;
  adminAuditLog: AdminAuditLogTable;
  ledgerEntries: LedgerEntriesTable;
  stripeEvents: StripeEventsTable;
  doorCodes: DoorCodesTable;
  doorEvents: DoorEventsTable;
}

// Row, insert and update shapes, derived from the table types (never copied by hand).
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ResetCodeRow = Selectable<PasswordResetCodesTable>;
export type EmailChangeCodeRow = Selectable<EmailChangeCodesTable>;
export type OutboxMailRow = Selectable<MailOutboxTable>;
export type LocationRow = Selectable<LocationsTable>;
export type BayRow = Selectable<BaysTable>;
export type NewBay = Insertable<BaysTable>;
export type BayUpdate = Updateable<BaysTable>;
export type OperatingHoursRow = Selectable<BayOperatingHoursTable>;
export type NewOperatingHours = Insertable<BayOperatingHoursTable>;
export type BookingRow = Selectable<BookingsTable>;
export type BookingUpdate = Updateable<BookingsTable>;
export type BookingGuestRow = Selectable<BookingGuestsTable>;
export type WaiverVersionRow = Selectable<WaiverVersionsTable>;
export type WaiverAcceptanceRow = Selectable<WaiverAcceptancesTable>;
export type GuestWaiverTokenRow = Selectable<GuestWaiverTokensTable>;
export type GuestWaiverAcceptanceRow = Selectable<GuestWaiverAcceptancesTable>;
export type CoachRow = Selectable<CoachesTable>;
export type LessonRow = Selectable<LessonsTable>;
export type CoachHoursRow = Selectable<CoachHoursTable>;
export type LeagueRow = Selectable<LeaguesTable>;
export type NewLeague = Insertable<LeaguesTable>;
export type LeagueUpdate = Updateable<LeaguesTable>;
export type LeagueParticipantRow = Selectable<LeagueParticipantsTable>;
export type NewLeagueParticipant = Insertable<LeagueParticipantsTable>;
export type LeagueResultRow = Selectable<LeagueResultsTable>;
export type NewLeagueResult = Insertable<LeagueResultsTable>;
export type DemoRequestRow = Selectable<DemoRequestsTable>;
export type NewDemoRequest = Insertable<DemoRequestsTable>;
export type DemoRequestUpdate = Updateable<DemoRequestsTable>;
export type AuditRow = Selectable<AdminAuditLogTable>;
export type NewAudit = Insertable<AdminAuditLogTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type DoorCodeRow = Selectable<DoorCodesTable>;
export type NewLedgerEntry = Insertable<LedgerEntriesTable>;
