import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** No registrations (or they could not be loaded): the way to the Leagues screen. */
export function AccountLeaguesEmpty({ failed = false }: { failed?: boolean }) {
  const { t } = useLingui();
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="gold"
      icon={<IconTrophy size={28} aria-hidden />}
      title={failed ? t`Leagues could not be loaded` : t`No leagues yet`}
      description={
        failed
          ? t`Please reload the page to try again.`
          : t`You are not registered for any leagues yet.`
      }
    >
      <EmptyState.Actions>
        <Button component={Link} to="/leagues" variant="light">
          <Trans>Browse Leagues</Trans>
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
