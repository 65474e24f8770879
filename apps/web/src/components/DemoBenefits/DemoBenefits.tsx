import { DEMO_FACTS } from '@club/domain/static-data';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconClockHour4, IconGolf, IconUserCheck, IconUsersGroup } from '@tabler/icons-react';
import { SELECTIVE_NOTE } from '../../content/clubMessages';
import { BenefitPanel } from '../BenefitPanel/BenefitPanel';

// The domain's numbers (DEMO_FACTS), the club's words.
const maxGuests = DEMO_FACTS.maxGuests;
const arriveEarly = DEMO_FACTS.arriveEarlyMinutes;

const BENEFITS = [
  {
    Icon: IconGolf,
    // DEMO_FACTS.durationText ('about 1 hour'), capitalised
    title: msg`About 1 hour on a simulator`,
    text: msg`Hit balls on TrackMan or GCQuad with one of our team beside you, and see your numbers.`,
  },
  {
    Icon: IconUsersGroup,
    title: msg`${plural(maxGuests, { one: 'Bring up to # guest', other: 'Bring up to # guests' })}`,
    text: msg`Golf is better with friends: bring your regular group along.`,
  },
  {
    Icon: IconClockHour4,
    title: msg`Arrive ${arriveEarly} minutes early`,
    text: msg`We will show you around the club, the suites and the lounge before you start.`,
  },
  {
    Icon: IconUserCheck,
    title: msg`No obligation`,
    text: msg`Ask us anything about plans, leagues and coaching. The demo is free.`,
  },
] as const;

/** What a free demo gives, and the selective note (spec section 2). */
export function DemoBenefits() {
  const { t } = useLingui();
  return (
    <BenefitPanel
      id="demo-benefits-title"
      eyebrow={t`Your free demo`}
      title={t`What to expect`}
      benefits={BENEFITS}
      framed
    >
      {t(SELECTIVE_NOTE)}
    </BenefitPanel>
  );
}
