// pnpm example import-members members.csv
//
// An admin adds members from a CSV file with a header row naming the columns first name, last name,
// e-mail, phone and membership (any case; 'First Name', 'first_name' and 'E-mail' all do; other
// columns are ignored, so the Member Management export imports too). E-mails the club already has,
// or that the file repeats, are skipped. Each new member gets the club's e-mail with a code to set
// a password. Prints what was created, skipped and refused as JSON; exits with 1 if any row was
// refused by the club.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ClubApiError, type ClubClient, type ClubInputs } from '@club/client';
import { parse } from 'csv-parse/sync';
import {
  json,
  parseOptions,
  ScriptError,
  signIn,
  signOut,
  UsageError,
  type Example,
} from './lib/cli';
import { headerKey } from './lib/csv';

type AddMember = ClubInputs['adminMembers']['create'];
type Membership = NonNullable<AddMember['membershipType']>;

const COLUMNS = {
  firstname: 'firstName',
  lastname: 'lastName',
  email: 'email',
  phone: 'phone',
  membership: 'membershipType',
  membershiptype: 'membershipType',
} as const;
type Field = (typeof COLUMNS)[keyof typeof COLUMNS];
const REQUIRED: readonly Field[] = ['firstName', 'lastName', 'email'];
const MEMBERSHIPS: readonly Membership[] = ['none', 'member', 'starter', 'pro', 'elite'];

/** One line of the file (the header is line 1): an Add Member input, or why it cannot be one. */
export type MemberRow =
  | { line: number; input: AddMember }
  | {
      line: number;
      email: string;
      refusal: { message: string; fieldErrors: Record<string, string> };
    };

const MEMBERSHIP_MESSAGE = `Membership must be one of: ${MEMBERSHIPS.join(', ')}`;

export interface ImportReport {
  created: {
    line: number;
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    membershipType: string;
  }[];
  skipped: { line: number; email: string; reason: 'already a member' | 'repeated in the file' }[];
  refused: { line: number; email: string; message: string; fieldErrors: Record<string, string> }[];
}

function isField(key: string): key is keyof typeof COLUMNS {
  return Object.hasOwn(COLUMNS, key);
}

/** The file's rows as Add Member inputs; a file without the required columns is a UsageError. */
export function readMemberRows(csv: string, file: string): MemberRow[] {
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new UsageError(
      `${file} is not a CSV file: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [header = [], ...rows] = records;
  const fields = header.map((h) => {
    const key = headerKey(h);
    return isField(key) ? COLUMNS[key] : undefined;
  });
  const missing = REQUIRED.filter((f) => !fields.includes(f));
  if (missing.length > 0) {
    throw new UsageError(
      `${file} needs a header row with the columns first name, last name, e-mail (and optionally phone, membership); missing: ${missing.join(', ')}`,
    );
  }
  return rows.map((cells, index) => {
    const value = (field: Field) => cells[fields.indexOf(field)]?.trim() ?? '';
    const membership = value('membershipType').toLowerCase();
    const phone = value('phone');
    const line = index + 2;
    const input: AddMember = {
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
    };
    if (phone) input.phone = phone;
    if (membership) {
      const known = MEMBERSHIPS.find((m) => m === membership);
      if (!known) {
        const refusal = {
          message: MEMBERSHIP_MESSAGE,
          fieldErrors: { membershipType: MEMBERSHIP_MESSAGE },
        };
        return { line, email: input.email, refusal };
      }
      input.membershipType = known;
    }
    return { line, input };
  });
}

/** Adds the rows the club does not have yet; EMAIL_TAKEN from a concurrent add counts as skipped. */
export async function importMembers(club: ClubClient, rows: MemberRow[]): Promise<ImportReport> {
  const report: ImportReport = { created: [], skipped: [], refused: [] };
  const known = new Set(
    (await club.adminMembers.list.query({ search: '' })).map((m) => m.email.toLowerCase()),
  );
  const inFile = new Set<string>();
  for (const row of rows) {
    const { line } = row;
    if ('refusal' in row) {
      report.refused.push({ line, email: row.email, ...row.refusal });
      continue;
    }
    const { input } = row;
    const email = input.email.toLowerCase();
    if (known.has(email)) {
      report.skipped.push({ line, email: input.email, reason: 'already a member' });
      continue;
    }
    if (email && inFile.has(email)) {
      report.skipped.push({ line, email: input.email, reason: 'repeated in the file' });
      continue;
    }
    inFile.add(email);
    try {
      const member = await club.adminMembers.create.mutate(input);
      const { id, firstName, lastName, membershipType } = member;
      report.created.push({ line, id, email: member.email, firstName, lastName, membershipType });
    } catch (error) {
      if (!(error instanceof ClubApiError) || error.status === undefined || error.status >= 500)
        throw error;
      if (error.code === 'EMAIL_TAKEN')
        report.skipped.push({ line, email: input.email, reason: 'already a member' });
      else if (error.status === 400) {
        report.refused.push({
          line,
          email: input.email,
          message: error.message,
          fieldErrors: { ...error.fieldErrors },
        });
      } else throw error;
    }
  }
  return report;
}

export const importMembersExample: Example = {
  usage: 'import-members members.csv',
  async run(args, env) {
    const { positionals } = parseOptions(args, {}, true);
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0)
      throw new UsageError('name one CSV file, e.g. import-members members.csv');
    let text: string;
    try {
      text = readFileSync(path.resolve(file), 'utf8');
    } catch (error) {
      throw new UsageError(
        `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const rows = readMemberRows(text, file);
    const { club } = await signIn(env);
    try {
      const report = await importMembers(club, rows);
      if (report.refused.length > 0) {
        const lines = report.refused.map((r) => r.line).join(', ');
        throw new ScriptError(
          `${report.refused.length} row(s) refused (line ${lines}); the report is on stdout`,
          {
            output: json(report),
          },
        );
      }
      return json(report);
    } finally {
      await signOut(club);
    }
  },
};
