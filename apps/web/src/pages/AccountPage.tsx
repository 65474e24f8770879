import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Grid, Paper, Stack, Tabs } from '@mantine/core';
import {
  IconCalendarEvent,
  IconSchool,
  IconChartBar,
  IconReceipt,
  IconTrophy,
  IconUser,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { AccountBookingsList } from '../components/AccountBookings/AccountBookingsList';
import { AccountCalendarFeed } from '../components/AccountCalendarFeed/AccountCalendarFeed';
import { AccountLeaguesList } from '../components/AccountLeagues/AccountLeaguesList';
import { AccountLessonsList } from '../components/AccountLessons/AccountLessonsList';
import { AccountBilling } from '../components/Billing/AccountBilling';
import { MemberPageHeader } from '../components/AccountPageHeader/MemberPageHeader';
import { AccountProfileCard } from '../components/AccountProfile/AccountProfileCard';
import { ProfileTab } from '../components/AccountSettings/ProfileTab';
import { MemberPlanBilling } from '../components/MemberPlanBilling/MemberPlanBilling';
import { MyGame } from '../components/MyGame/MyGame';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { useClubLocations } from '../hooks/useClubLocation';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useFormat } from '../i18n/useFormat';

type AccountTab = 'bookings' | 'lessons' | 'leagues' | 'profile' | 'game' | 'billing';

/** The tab named in the URL (the user menu links to ?tab=bookings and ?tab=leagues). */
function tabFrom(value: string | null): AccountTab {
  if (value === 'lessons') return value;
  if (value === 'leagues' || value === 'profile' || value === 'game') return value;
  if (value === 'billing') return value;
  return 'bookings';
}

/** /account: profile, calendar feed, and the Bookings, Lessons, Leagues, My game, Billing (issue 33) and Profile tabs (spec section 2, issue 26). */
export default function AccountPage() {
  const { user } = useCurrentUser();
  const { t } = useLingui();
  const format = useFormat();
  const { zoneOf } = useClubLocations();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  if (!user) return <PageLoader />;
  const zone = zoneOf(undefined);
  const since = format.date(new Date(user.createdAt), zone);
  const firstName = user.firstName;

  return (
    <>
      <MemberPageHeader
        eyebrow={t`Member since ${since}`}
        title={t`My Account`}
        lead={t`Welcome back, ${firstName}. Your sessions, leagues and profile in one place.`}
      />
      <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'xs', sm: 'md' }}>
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <AccountProfileCard user={user} zone={zone}>
                <MemberPlanBilling />
              </AccountProfileCard>
              <AccountCalendarFeed />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'lg' }}>
              <Tabs
                value={tab}
                onChange={(value) => setParams({ tab: tabFrom(value) }, { replace: true })}
                keepMounted={false}
              >
                <Tabs.List mb="lg">
                  <Tabs.Tab
                    value="bookings"
                    leftSection={<IconCalendarEvent size={16} aria-hidden />}
                  >
                    <Trans>Bookings</Trans>
                  </Tabs.Tab>
                  <Tabs.Tab value="lessons" leftSection={<IconSchool size={16} aria-hidden />}>
                    <Trans>Lessons</Trans>
                  </Tabs.Tab>
                  <Tabs.Tab value="leagues" leftSection={<IconTrophy size={16} aria-hidden />}>
                    <Trans>Leagues</Trans>
                  </Tabs.Tab>
                  <Tabs.Tab value="game" leftSection={<IconChartBar size={16} aria-hidden />}>
                    <Trans>My game</Trans>
                  </Tabs.Tab>
                  <Tabs.Tab value="billing" leftSection={<IconReceipt size={16} aria-hidden />}>
                    <Trans>Billing</Trans>
                  </Tabs.Tab>
                  <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
                    <Trans>Profile</Trans>
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="bookings">
                  <AccountBookingsList />
                </Tabs.Panel>
                <Tabs.Panel value="lessons">
                  <AccountLessonsList />
                </Tabs.Panel>
                <Tabs.Panel value="leagues">
                  <AccountLeaguesList />
                </Tabs.Panel>
                <Tabs.Panel value="game">
                  <MyGame />
                </Tabs.Panel>
                <Tabs.Panel value="billing">
                  <AccountBilling />
                </Tabs.Panel>
                <Tabs.Panel value="profile">
                  <ProfileTab />
                </Tabs.Panel>
              </Tabs>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/AccountPage/en.po';
