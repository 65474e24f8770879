import { msg, plural } from '@lingui/core/macro';
import { DEMO_FACTS } from '@club/domain/static-data';

// The domain's facts (how long a demo lasts, how many guests) in the club's
// words, in the catalogs: the numbers stay the domain's, the sentences are translated. The
// English is the domain's own sentence, word for word (DEMO_FACTS.summary, DEMO_FACTS.selectiveNote).
const maxGuests = DEMO_FACTS.maxGuests;
const arriveEarly = DEMO_FACTS.arriveEarlyMinutes;

/** 'Your free demo lasts about 1 hour. Bring up to 3 guests and please arrive 15 minutes early.' */
export const DEMO_SUMMARY = msg`Your free demo lasts about 1 hour. ${plural(maxGuests, {
  one: 'Bring up to # guest',
  other: 'Bring up to # guests',
})} and please arrive ${arriveEarly} minutes early.`;

/** 'Membership is selective and requires approval after a demo session.' */
export const SELECTIVE_NOTE = msg`Membership is selective and requires approval after a demo session.`;
