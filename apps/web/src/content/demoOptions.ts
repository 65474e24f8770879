import type { HeardFrom } from '@club/domain/static-data';
import type { PreferredTime } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The demo form's choices in the club's words: the values are the domain's (what is stored and
 * sent), each label a catalog message, in English the domain's own label word for word
 * (PREFERRED_TIME_OPTIONS, HEARD_FROM_OPTIONS).
 */
export const PREFERRED_TIME_LABELS: Record<PreferredTime, MessageDescriptor> = {
  Morning: msg`Morning (9AM-12PM)`,
  Afternoon: msg`Afternoon (12PM-5PM)`,
  Evening: msg`Evening (5PM-9PM)`,
};

export const HEARD_FROM_LABELS: Record<HeardFrom, MessageDescriptor> = {
  'Google Search': msg`Google Search`,
  'Social Media': msg`Social Media`,
  'Friend/Family': msg`Friend/Family`,
  'Local Advertisement': msg`Local Advertisement`,
  Other: msg`Other`,
};
