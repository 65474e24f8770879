import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconCalendarTime, IconChartLine, IconSchool, IconTrophy } from '@tabler/icons-react';
import { BenefitPanel } from '../BenefitPanel/BenefitPanel';

const BENEFITS = [
  {
    Icon: IconCalendarTime,
    title: msg`Book simulators`,
    text: msg`Reserve a bay any hour of the day, any day of the week.`,
  },
  {
    Icon: IconSchool,
    title: msg`Lessons with certified coaches`,
    text: msg`Sharpen your swing with one-on-one coaching.`,
  },
  {
    Icon: IconTrophy,
    title: msg`Leagues`,
    text: msg`Compete in weekly leagues and follow the scoreboards.`,
  },
  {
    Icon: IconChartLine,
    title: msg`Analytics`,
    text: msg`Track every shot and see your game improve.`,
  },
] as const;

/** The side panel of /auth: what membership gives (spec section 1). */
export function AuthBenefits() {
  const { t } = useLingui();
  return (
    <BenefitPanel
      id="benefits-title"
      eyebrow={t`Members only · Open 24/7`}
      title={t`Your game, around the clock`}
      benefits={BENEFITS}
      centered
    />
  );
}
