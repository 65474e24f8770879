import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026_11_23_0001_initial';
import * as admin from './2026_11_23_0002_admin';
import * as hardening from './2026_11_23_0004_hardening';
import * as changeNotices from './2026_11_26_0005_change_notices';
import * as clubSetup from './2026_11_26_0006_club_setup';
import * as clubSettings from './2026_11_26_0007_club_settings';
import * as demoMember from './2026_11_26_0008_demo_member';
import * as lessons from './2026_11_26_0009_lessons';
import * as leagueSeason from './2026_11_26_0010_league_season';
import * as account from './2026_11_26_0011_account';
import * as leagueAudit from './2026_11_26_0012_league_audit';
import * as lessonReminders from './2026_11_26_0013_lesson_reminders';
import * as emailChangeOutbox from './2026_11_26_0014_email_change_outbox';
import * as planMinutes from './2026_11_27_0015_plan_minutes';
import * as dayNotices from './2026_11_27_0016_day_notices';
import * as outboxAttachments from './2026_11_27_0018_outbox_attachments';
import * as mailJobs from './2026_11_27_0020_mail_jobs';
import * as guestsWaiver from './2026_11_27_0021_guests_waiver';
import * as ledger from './2026_11_28_0022_ledger';
import * as stripe from './2026_11_28_0024_stripe';
import * as doorAccess from './2026_11_28_0025_door_access';
import * as locale from './2026_11_28_0026_locale';
import * as requestLocale from './2026_11_29_0027_request_locale';

/** Every migration, by name (names sort in the order they run). Imported statically so a bundle or tsx finds them. */
const migrations: Record<string, Migration> = {
  '2026_11_23_0001_initial': initial,
  '2026_11_23_0002_admin': admin,
  '2026_11_23_0004_hardening': hardening,
  '2026_11_26_0005_change_notices': changeNotices,
  '2026_11_26_0006_club_setup': clubSetup,
  '2026_11_26_0007_club_settings': clubSettings,
  '2026_11_26_0008_demo_member': demoMember,
  '2026_11_26_0009_lessons': lessons,
  '2026_11_26_0010_league_season': leagueSeason,
  '2026_11_26_0011_account': account,
  '2026_11_26_0012_league_audit': leagueAudit,
  '2026_11_26_0013_lesson_reminders': lessonReminders,
  '2026_11_26_0014_email_change_outbox': emailChangeOutbox,
  '2026_11_27_0015_plan_minutes': planMinutes,
  '2026_11_27_0016_day_notices': dayNotices,
  '2026_11_27_0018_outbox_attachments': outboxAttachments,
  '2026_11_27_0020_mail_jobs': mailJobs,
  '2026_11_27_0021_guests_waiver': guestsWaiver,
  '2026_11_28_0022_ledger': ledger,
  '2026_11_28_0024_stripe': stripe,
  '2026_11_28_0025_door_access': doorAccess,
  '2026_11_28_0026_locale': locale,
  '2026_11_29_0027_request_locale': requestLocale,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
