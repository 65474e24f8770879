import { DEMO_FACTS } from '@club/domain/static-data';
import { IconClockHour4, IconGolf, IconUserCheck, IconUsersGroup } from '@tabler/icons-react';
import { BenefitPanel } from '../BenefitPanel/BenefitPanel';

const BENEFITS = [
  {
    Icon: IconGolf,
    title: `${DEMO_FACTS.durationText.replace(/^./, (c) => c.toUpperCase())} on a simulator`,
    text: 'Hit balls on TrackMan or GCQuad with one of our team beside you, and see your numbers.',
  },
  {
    Icon: IconUsersGroup,
    title: `Bring up to ${DEMO_FACTS.maxGuests} guests`,
    text: 'Golf is better with friends: bring your regular group along.',
  },
  {
    Icon: IconClockHour4,
    title: `Arrive ${DEMO_FACTS.arriveEarlyMinutes} minutes early`,
    text: 'We will show you around the club, the suites and the lounge before you start.',
  },
  {
    Icon: IconUserCheck,
    title: 'No obligation',
    text: 'Ask us anything about plans, leagues and coaching. The demo is free.',
  },
] as const;

/** What a free demo gives, and the selective note (spec section 2). */
export function DemoBenefits() {
  return (
    <BenefitPanel
      id="demo-benefits-title"
      eyebrow="Your free demo"
      title="What to expect"
      benefits={BENEFITS}
      framed
    >
      {DEMO_FACTS.selectiveNote}
    </BenefitPanel>
  );
}
