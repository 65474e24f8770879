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
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { WaiverText } from '../components/Waiver/WaiverText';
import { usePageTitle } from '../hooks/usePageMeta';
import type { Locale } from '../i18n/locales';
import { LANGUAGE_TAG } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';
import { isClientError, readApiError } from '../lib/apiError';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';

const LOAD_FAILED = msg`The waiver could not be loaded. Please try again.`;
const ACCEPT_FAILED = msg`Your agreement could not be saved. Please try again.`;

// A calendar day (no time, no zone): read and written at UTC midnight, so no zone shifts it.
// English as the club always wrote it here; Spanish as useFormat's weekday() says a day.
const DAY_FORMAT: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'numeric',
    day: 'numeric',
    year: '2-digit',
    timeZone: 'UTC',
  }),
  es: new Intl.DateTimeFormat(LANGUAGE_TAG.es, { dateStyle: 'full', timeZone: 'UTC' }),
};

/**
 * The booking's day (YYYY-MM-DD, the club's) as the guest reads it: 'Tuesday, 11/24/26', 'martes,
 * 24 de noviembre de 2026'. By Intl, not the domain's time helpers (nor useFormat, built on them):
 * importing those here splits them out of the entry's chunk into one more script on every visitor
 * page (the page budget).
 */
function visitDay(date: string, locale: Locale): string {
  return DAY_FORMAT[locale].format(new Date(`${date}T00:00:00Z`));
}

/**
 * A guest's waiver link (DECISIONS.md, The club waiver): `/waiver/{token}` from the booking's
 * e-mail. The guest reads the club's text and agrees once; a used or expired link says so. Not
 * indexed (its route is not indexable) and not prerendered (every address is one guest's).
 */
export default function WaiverPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  usePageTitle(t`Club Waiver`);
  const token = useParams().token ?? '';
  const guest = trpc.waiver.guest.useQuery({ token });
  // a link used or expired meanwhile: the server's message replaces the text
  const [refused, setRefused] = useState<string | null>(null);
  const accept = trpc.waiver.acceptGuest.useMutation({
    onError: (error) => {
      const failure = readApiError(error, t(ACCEPT_FAILED));
      if (isClientError(failure)) setRefused(failure.message);
      else
        toast({
          title: t`Waiver not accepted`,
          description: failure.message,
          variant: 'destructive',
        });
    },
  });
  const failure = guest.isError ? readApiError(guest.error, t(LOAD_FAILED)) : null;
  const firstName = guest.data?.firstName;
  const day = guest.data ? visitDay(guest.data.date, locale) : '';

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            <Trans>Club waiver</Trans>
          </Title>
          {guest.isPending ? (
            <Stack gap="sm" aria-label={t`Loading the waiver`} role="status">
              <Skeleton height={24} width="40%" />
              <Skeleton height={160} />
            </Stack>
          ) : refused || (failure && isClientError(failure)) ? (
            <Alert color="red" variant="light" title={t`This link cannot be used`}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{refused ?? failure?.message}</Text>
                <Button component={Link} to="/" variant="light">
                  <Trans>Back to Home</Trans>
                </Button>
              </Stack>
            </Alert>
          ) : failure || !guest.data ? (
            <Alert color="red" variant="light" title={t`Something went wrong`}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{failure?.message ?? t(LOAD_FAILED)}</Text>
                <Button variant="light" onClick={() => void guest.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </Stack>
            </Alert>
          ) : accept.isSuccess ? (
            <Stack gap="sm" align="flex-start" role="status">
              <ThemeIcon size={48} radius="xl" variant="light" color="pine">
                <IconCircleCheck size={28} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h3">
                <Trans>Thank you, {firstName}!</Trans>
              </Title>
              <Text>
                <Trans>Your agreement is saved. See you at the club on {day}.</Trans>
              </Text>
              <Button component={Link} to="/" variant="light">
                <Trans>Back to Home</Trans>
              </Button>
            </Stack>
          ) : (
            <>
              <Title order={2} size="h3">
                <Trans>Hi {firstName}</Trans>
              </Title>
              <Text>
                <Trans>
                  You are a guest on a booking on {day}. Please read the club waiver and agree to it
                  before your visit.
                </Trans>
              </Text>
              <WaiverText text={guest.data.text} />
              <Button
                loading={accept.isPending}
                onClick={() => accept.mutate({ token })}
                style={{ alignSelf: 'flex-end' }}
              >
                <Trans>I agree</Trans>
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
