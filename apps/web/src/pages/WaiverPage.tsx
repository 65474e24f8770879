import {
  Alert,
  Button,
  Container,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { WaiverText } from '../components/Waiver/WaiverText';
import { usePageTitle } from '../hooks/usePageMeta';
import { isClientError, readApiError } from '../lib/apiError';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';

const LOAD_FAILED = 'The waiver could not be loaded. Please try again.';
const ACCEPT_FAILED = 'Your agreement could not be saved. Please try again.';

// A calendar day (no time, no zone): read and written at UTC midnight, so no zone shifts it.
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'numeric',
  day: 'numeric',
  year: '2-digit',
  timeZone: 'UTC',
});

/**
 * The booking's day (YYYY-MM-DD, the club's) as the guest reads it: 'Tuesday, 11/24/26'. By Intl,
 * not the domain's time helpers: importing those here splits them out of the entry's chunk into
 * one more script on every visitor page (the page budget).
 */
function visitDay(date: string): string {
  return DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/**
 * A guest's waiver link (DECISIONS.md, The club waiver): `/waiver/{token}` from the booking's
 * e-mail. The guest reads the club's text and agrees once; a used or expired link says so. Not
 * indexed (its route is not indexable) and not prerendered (every address is one guest's).
 */
export default function WaiverPage() {
  usePageTitle('Club Waiver');
  const token = useParams().token ?? '';
  const guest = trpc.waiver.guest.useQuery({ token });
  // a link used or expired meanwhile: the server's message replaces the text
  const [refused, setRefused] = useState<string | null>(null);
  const accept = trpc.waiver.acceptGuest.useMutation({
    onError: (error) => {
      const failure = readApiError(error, ACCEPT_FAILED);
      if (isClientError(failure)) setRefused(failure.message);
      else
        toast({
          title: 'Waiver not accepted',
          description: failure.message,
          variant: 'destructive',
        });
    },
  });
  const failure = guest.isError ? readApiError(guest.error, LOAD_FAILED) : null;

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Club waiver
          </Title>
          {guest.isPending ? (
            <Stack gap="sm" aria-label="Loading the waiver" role="status">
              <Skeleton height={24} width="40%" />
              <Skeleton height={160} />
            </Stack>
          ) : refused || (failure && isClientError(failure)) ? (
            <Alert color="red" variant="light" title="This link cannot be used">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{refused ?? failure?.message}</Text>
                <Button component={Link} to="/" variant="light">
                  Back to Home
                </Button>
              </Stack>
            </Alert>
          ) : failure || !guest.data ? (
            <Alert color="red" variant="light" title="Something went wrong">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{failure?.message ?? LOAD_FAILED}</Text>
                <Button variant="light" onClick={() => void guest.refetch()}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          ) : accept.isSuccess ? (
            <Stack gap="sm" align="flex-start" role="status">
              <ThemeIcon size={48} radius="xl" variant="light" color="pine">
                <IconCircleCheck size={28} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h3">
                Thank you, {guest.data.firstName}!
              </Title>
              <Text>
                Your agreement is saved. See you at the club on {visitDay(guest.data.date)}.
              </Text>
              <Button component={Link} to="/" variant="light">
                Back to Home
              </Button>
            </Stack>
          ) : (
            <>
              <Title order={2} size="h3">
                Hi {guest.data.firstName}
              </Title>
              <Text>
                You are a guest on a booking on {visitDay(guest.data.date)}. Please read the club
                waiver and agree to it before your visit.
              </Text>
              <WaiverText text={guest.data.text} />
              <Button
                loading={accept.isPending}
                onClick={() => accept.mutate({ token })}
                style={{ alignSelf: 'flex-end' }}
              >
                I agree
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/WaiverPage/en.po';
