import { IconCalendarTime, IconChartLine, IconSchool, IconTrophy } from '@tabler/icons-react';
import { BenefitPanel } from '../BenefitPanel/BenefitPanel';

const BENEFITS = [
  {
    Icon: IconCalendarTime,
    title: 'Book simulators',
    text: 'Reserve a bay any hour of the day, any day of the week.',
  },
  {
    Icon: IconSchool,
    title: 'Lessons with certified coaches',
    text: 'Sharpen your swing with one-on-one coaching.',
  },
  {
    Icon: IconTrophy,
    title: 'Leagues',
    text: 'Compete in weekly leagues and follow the scoreboards.',
  },
  { Icon: IconChartLine, title: 'Analytics', text: 'Track every shot and see your game improve.' },
] as const;

/** The side panel of /auth: what membership gives (spec section 1). */
export function AuthBenefits() {
  return (
    <BenefitPanel
      id="benefits-title"
      eyebrow="Members only · Open 24/7"
      title="Your game, around the clock"
      benefits={BENEFITS}
      centered
    />
  );
}
