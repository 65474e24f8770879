import { z } from 'zod';
import {
  boundedText,
  emailSchema,
  idSchema,
  nameSchema,
  TEXT_LIMITS,
  ZOptionalPhone,
} from './primitives';
import { ZLocale, ZMembershipType, ZRoleInput } from './user';

export const MEMBER_MESSAGES = {
  firstName: /*i18n*/ 'First name is required',
  lastName: /*i18n*/ 'Last name is required',
  email: /*i18n*/ 'Please enter a valid email address',
} as const;

const memberFields = {
  firstName: nameSchema(MEMBER_MESSAGES.firstName),
  lastName: nameSchema(MEMBER_MESSAGES.lastName),
  email: emailSchema(MEMBER_MESSAGES.email),
  phone: ZOptionalPhone,
  /** `customer` is accepted as an alias of `user`. */
  role: ZRoleInput,
  membershipType: ZMembershipType,
  /**
   * The member's language: their e-mails (the invitation first) and the site once they sign in.
   * Left out: unchanged on Edit; on Add Member, the demo request's language, else English.
   */
  locale: ZLocale.optional(),
};

/** The admin Edit Member dialog. */
export const ZMemberEditInput = z.object(memberFields);
export type TMemberEditInput = z.input<typeof ZMemberEditInput>;

/** Member Management's Add Member: the same fields; role defaults to user, membership to none. */
export const ZAddMemberInput = z.object({
  ...memberFields,
  role: ZRoleInput.default('user'),
  membershipType: ZMembershipType.default('none'),
  /** 'Create member' on a demo request: the request becomes 'became-member', linked to the account. */
  demoRequestId: idSchema().optional(),
});
export type TAddMemberInput = z.input<typeof ZAddMemberInput>;

/** Member search box. */
export const ZMemberSearchInput = z.object({
  search: boundedText({ max: TEXT_LIMITS.short }).default(''),
});
export type TMemberSearchInput = z.input<typeof ZMemberSearchInput>;
