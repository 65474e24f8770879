import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { VisitorActions } from './VisitorActions';

/** A visitor's calls to action until `auth.me` says a member is here: then Book Now. */
export function HeroActions() {
  const { user } = useCurrentUser();
  if (!user) return <VisitorActions />;
  return (
    <Button component={Link} to="/booking" size="lg" color="gold.4" c="dark.9">
      <Trans>Book Now</Trans>
    </Button>
  );
}
