import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The bar's links for a visitor: what every page is prerendered with. */
export function VisitorLinks() {
  return (
    <>
      <Button component={Link} to="/auth" variant="subtle" color="gray.0" c="white">
        <Trans>Member Login</Trans>
      </Button>
      <Button component={Link} to="/join-membership" color="gold.4" c="dark.9">
        <Trans>Become a Member</Trans>
      </Button>
    </>
  );
}
