import { Button, EmptyState } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** No registrations (or they could not be loaded): the way to the Leagues screen. */
export function AccountLeaguesEmpty({ failed = false }: { failed?: boolean }) {
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="gold"
      icon={<IconTrophy size={28} aria-hidden />}
      title={failed ? 'Leagues could not be loaded' : 'No leagues yet'}
      description={
        failed
          ? 'Please reload the page to try again.'
          : 'You are not registered for any leagues yet.'
      }
    >
      <EmptyState.Actions>
        <Button component={Link} to="/leagues" variant="light">
          Browse Leagues
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
