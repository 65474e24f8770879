import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PlanOffer } from '../../content/plans';
import { PLAN_OFFERS } from '../../content/plans';
import { PlanCard } from '../PlanCard/PlanCard';

interface PlanGridProps {
  onChoose: (plan: PlanOffer) => void;
  /** The signed-in member's plan, its note and what shows under it (their card payments). */
  own?: { plan: string; note: string | null | undefined; extra: ReactNode } | null;
}

/** The three plan cards side by side (one column on phones). */
export function PlanGrid({ onChoose, own = null }: PlanGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing={{ base: 'lg', md: 'xl' }}>
      {PLAN_OFFERS.map((plan) => {
        const isOwn = own?.plan === plan.id;
        return (
          <PlanCard
            key={plan.id}
            plan={plan}
            onChoose={onChoose}
            current={isOwn}
            note={isOwn ? own?.note : null}
          >
            {isOwn && own?.extra}
          </PlanCard>
        );
      })}
    </SimpleGrid>
  );
}
