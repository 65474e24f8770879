import { planBillingOf, type UserRow } from '@club/db';
import type { TUser } from '@club/contract';
import { effectivePlan, hoursRemaining } from '@club/domain';

/**
 * The current-user object: never the password hash, reset data or calendar token. Its plan hours
 * are the plan's whole month (withPlanHours takes off what the month's sessions used).
 */
export function toUserDto(row: UserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: row.role,
    membershipType: row.membershipType,
    hoursRemaining: hoursRemaining(row.membershipType, 0),
    createdAt: row.createdAt.toISOString(),
    locale: row.locale,
  };
}

/**
 * The member as they book at `now`: a card plan whose failed renewal's grace has ended, or whose
 * cancelled period has ended, books as `none` (effectivePlan). Every read of a member's plan for a
 * booking, lesson, league entry or price goes through this (or membershipTypesOf).
 */
export function withBookingPlan(row: UserRow, now: Date): UserRow {
  return { ...row, membershipType: effectivePlan(planBillingOf(row), now) };
}
