import type { TDemoRequestReceipt } from '@club/contract';
import { DEFAULT_TIME_ZONE, DEMO_FACTS, localDateOf, membershipPriceLine } from '@club/domain';
import { Badge, Container, Grid, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DemoBenefits } from '../components/DemoBenefits/DemoBenefits';
import { DemoConfirmation } from '../components/DemoConfirmation/DemoConfirmation';
import { DemoRequestForm } from '../components/DemoRequestForm/DemoRequestForm';
import type { DemoFormValues } from '../components/DemoRequestForm/demoFormValues';
import { PageBanner } from '../components/PageBanner/PageBanner';
import { usePageMeta } from '../hooks/usePageMeta';
import classes from './DemoBookingPage.module.css';

interface Submitted {
  receipt: TDemoRequestReceipt;
  values: DemoFormValues;
}

/** Free demo request: banner, price line, benefits, the selective note, the form. */
export default function DemoBookingPage() {
  usePageMeta({
    title: 'Book a Free Demo',
    description: `Request a free demo at Inside 9, San Antonio's members-only golf simulator club. ${DEMO_FACTS.summary}`,
  });
  // The club's today, in San Antonio, whatever the visitor's own clock says.
  const [today] = useState(() => localDateOf(new Date(), DEFAULT_TIME_ZONE));
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  // Each new form starts empty; after 'Book Another Demo' it also takes the focus.
  const [round, setRound] = useState(0);

  return (
    <>
      <PageBanner
        eyebrow="Free Demo"
        title="Book a free demo today"
        lead="Come and play before you join. Choose a day, and we will call you to set the time."
      >
        <Badge size="xl" variant="outline" color="gold.4" className={classes.price}>
          {membershipPriceLine()}
        </Badge>
      </PageBanner>
      <Container size="lg" className={classes.body}>
        <Grid gap={{ base: 'lg', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
            {submitted ? (
              <DemoConfirmation
                receipt={submitted.receipt}
                firstName={submitted.values.firstName.trim()}
                email={submitted.values.email.trim()}
                onBookAnother={() => {
                  setSubmitted(null);
                  setRound((r) => r + 1);
                }}
              />
            ) : (
              <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} className={classes.formCard}>
                <Title order={2} id="demo-form-title" size="h3">
                  Request your visit
                </Title>
                <Text c="dimmed" mt={6} mb="lg">
                  All fields are required.
                </Text>
                <DemoRequestForm
                  key={round}
                  today={today}
                  autoFocus={round > 0}
                  onSubmitted={(receipt, values) => setSubmitted({ receipt, values })}
                />
              </Paper>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
            <DemoBenefits />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
