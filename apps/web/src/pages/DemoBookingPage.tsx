import type { TDemoRequestReceipt } from '@club/contract';
import { lowestPlanPrice } from '@club/domain/plans';
import { DEMO_FACTS } from '@club/domain/static-data';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Container, Paper, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { DemoBenefits } from '../components/DemoBenefits/DemoBenefits';
import type { DemoFormValues } from '../components/DemoRequestForm/demoFormValues';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { PageMeta } from '../components/PageMeta/PageMeta';
import { lazyWithData } from '../lib/lazyWithData';
import classes from './DemoBookingPage.module.css';

// The form's code (its date picker, drop-downs and checks) is not part of the page's: the page is
// prerendered with the form in it, paints and hydrates first, and React hydrates the form where it
// stands when its code arrives (selective hydration).
// It calls the API, as the confirmation does (the club's contact): both bring the data layer's code.
const DemoRequestForm = lazyWithData(() =>
  import('../components/DemoRequestForm/DemoRequestForm').then((m) => m.DemoRequestForm),
);
// Shown after a request is sent (with the chosen day in the club's calendar): not on first paint.
const loadConfirmation = () => import('../components/DemoConfirmation/DemoConfirmation');
const DemoConfirmation = lazyWithData(() => loadConfirmation().then((m) => m.DemoConfirmation));
// Once the visitor starts on the form, so the answer shows without a wait.
const preloadConfirmation = () => void loadConfirmation();

interface Submitted {
  receipt: TDemoRequestReceipt;
  values: DemoFormValues;
}

/** Free demo request: banner, price line, benefits, the selective note, the form. */
export default function DemoBookingPage() {
  const { t } = useLingui();
  const lowestPrice = lowestPlanPrice();
  const maxGuests = DEMO_FACTS.maxGuests;
  const arriveEarly = DEMO_FACTS.arriveEarlyMinutes;
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  // Each new form starts empty; after 'Book Another Demo' it also takes the focus.
  const [round, setRound] = useState(0);

  return (
    <>
      <PageMeta
        title={t`Book a Free Demo`}
        // One message with the demo's facts (DEMO_FACTS.summary, word for word in English).
        description={t`Request a free demo at Inside 9, San Antonio's members-only golf simulator club. Your free demo lasts about 1 hour. ${plural(
          maxGuests,
          { one: 'Bring up to # guest', other: 'Bring up to # guests' },
        )} and please arrive ${arriveEarly} minutes early.`}
      />
      <PageBanner
        eyebrow={t`Free Demo`}
        title={t`Book a free demo today`}
        lead={t`Come and play before you join. Choose a day, and we will call you to set the time.`}
      >
        <Badge size="xl" variant="outline" color="gold.4" className={classes.price}>
          {/* membershipPriceLine() of the domain, in the screens' language */}
          <Trans>Memberships from ${lowestPrice} per month</Trans>
        </Badge>
      </PageBanner>
      <Container size="lg" className={classes.body}>
        <div className={classes.columns}>
          <div className={classes.formColumn}>
            {submitted ? (
              <Suspense fallback={null}>
                <DemoConfirmation
                  receipt={submitted.receipt}
                  firstName={submitted.values.firstName.trim()}
                  email={submitted.values.email.trim()}
                  onBookAnother={() => {
                    setSubmitted(null);
                    setRound((r) => r + 1);
                  }}
                />
              </Suspense>
            ) : (
              <Paper
                withBorder
                shadow="md"
                p={{ base: 'lg', sm: 40 }}
                className={classes.formCard}
                onFocus={preloadConfirmation}
              >
                <Title order={2} id="demo-form-title" size="h3">
                  <Trans>Request your visit</Trans>
                </Title>
                <Text c="dimmed" mt={6} mb="lg">
                  <Trans>All fields are required.</Trans>
                </Text>
                <Suspense fallback={<PageLoader />}>
                  <DemoRequestForm
                    key={round}
                    autoFocus={round > 0}
                    onSubmitted={(receipt, values) => setSubmitted({ receipt, values })}
                  />
                </Suspense>
              </Paper>
            )}
          </div>
          <div>
            <DemoBenefits />
          </div>
        </div>
      </Container>
    </>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/DemoBookingPage/en.po';
