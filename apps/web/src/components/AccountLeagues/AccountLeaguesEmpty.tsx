import { Button, EmptyState } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** League registrations arrive with the leagues issue; until then the empty state. */
export function AccountLeaguesEmpty() {
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="gold"
      icon={<IconTrophy size={28} aria-hidden />}
      title="No leagues yet"
      description="You are not registered for any leagues yet."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/leagues" variant="light">
          Browse Leagues
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
