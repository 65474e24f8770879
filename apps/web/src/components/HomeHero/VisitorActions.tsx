import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from './HomeHero.module.css';

/** The hero's calls to action for a visitor: what the home page is prerendered with. */
export function VisitorActions() {
  return (
    <>
      <Button
        className="wrapping-button"
        component={Link}
        to="/demo-booking"
        size="lg"
        color="gold.4"
        c="dark.9"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        <Trans>Book a Free Demo</Trans>
      </Button>
      <Button
        component={Link}
        to="/memberships"
        size="lg"
        variant="outline"
        color="gray.0"
        className={`${classes.ghost} wrapping-button`}
      >
        <Trans>View Memberships</Trans>
      </Button>
    </>
  );
}
