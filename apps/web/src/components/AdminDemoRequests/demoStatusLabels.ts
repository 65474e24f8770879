import type { DemoRequestStatus } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The domain's DEMO_REQUEST_STATUS_LABELS in the catalog: what each demo status shows. */
export const DEMO_STATUS_LABEL: Record<DemoRequestStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  scheduled: msg`Scheduled`,
  'became-member': msg`Became Member`,
  'no-membership': msg`No Membership`,
  cancelled: msg`Cancelled`,
  'no-show': msg`No Show`,
  completed: msg`Completed`,
};

/** The status filter's 'All' (DEMO_STATUS_FILTER_OPTIONS). */
export const ALL_STATUSES = msg`All`;
