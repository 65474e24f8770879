import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** Shown instead of a page while the current user (or the page's code) loads. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader color="pine" aria-label={t`Loading`} />
    </Center>
  );
}
