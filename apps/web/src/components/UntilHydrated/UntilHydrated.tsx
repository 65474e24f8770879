import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/useHydrated';

/**
 * The controls of a prerendered island (a form, a plan's button), disabled until React has
 * hydrated them: before its code arrives, what a visitor types into a prerendered input is thrown
 * away when React takes the input over, and a press on its submit button reloads the page. A
 * disabled fieldset (Mantine's, unstyled) takes no input and no press, and says so; drawn in the
 * browser, it is ready at once.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Fieldset variant="unstyled" m={0} disabled={!hydrated} aria-busy={!hydrated || undefined}>
      {children}
    </Fieldset>
  );
}
