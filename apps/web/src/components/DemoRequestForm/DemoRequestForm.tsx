// Mantine's date styles come with the calendar (main.tsx loads only the core styles).
import '@mantine/dates/styles.css';
import type { TDemoRequestReceipt } from '@club/contract';
import { DEFAULT_TIME_ZONE, demoDateWindow, localDateOf } from '@club/domain';
import { HEARD_FROM_OPTIONS, PREFERRED_TIME_OPTIONS } from '@club/domain/static-data';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar, IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useContractMessages } from '../../i18n/contractMessages';
import { HEARD_FROM_LABELS, PREFERRED_TIME_LABELS } from '../../content/demoOptions';
import { isClientError, readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import type { DemoFormValues } from './demoFormValues';
import { demoRequestOf, EMPTY_DEMO_FORM, validateDemoForm } from './demoFormValues';
import classes from './DemoRequestForm.module.css';
import { UntilHydrated } from '../UntilHydrated/UntilHydrated';

const FAILURE_FALLBACK = msg`Failed to submit your request. Please try again.`;

/** The server's product message (a 4xx answer, in the visitor's language); else `fallback`. */
function failureMessage(error: unknown, fallback: string): string {
  const failure = readApiError(error, fallback);
  return isClientError(failure) ? failure.message : fallback;
}

const chevron = <IconChevronDown size={16} aria-hidden />;

interface DemoRequestFormProps {
  onSubmitted: (receipt: TDemoRequestReceipt, values: DemoFormValues) => void;
  /** Put the cursor in the first field (when the visitor comes back for another demo). */
  autoFocus?: boolean;
}

/** The free demo request (spec sections 3 and 5), validated with the contract's schema. */
export function DemoRequestForm({ onSubmitted, autoFocus = false }: DemoRequestFormProps) {
  const { t, i18n } = useLingui();
  const firstField = useRef<HTMLInputElement>(null);
  const formNode = useRef<HTMLFormElement>(null);
  // Today to 3 months ahead, in the club's zone.
  const [dates] = useState(() => demoDateWindow(localDateOf(new Date(), DEFAULT_TIME_ZONE)));
  const form = useForm<DemoFormValues>({
    initialValues: EMPTY_DEMO_FORM,
    validate: useContractMessages(validateDemoForm),
  });
  const create = trpc.demoRequests.create.useMutation({
    onSuccess: (receipt) => {
      toast({
        title: t`Demo Request Submitted`,
        description: t`We will call you shortly to confirm your visit.`,
      });
      onSubmitted(receipt, form.getValues());
    },
    onError: (error) =>
      toast({
        title: t`Submission Failed`,
        description: failureMessage(error, t(FAILURE_FALLBACK)),
        variant: 'destructive',
      }),
  });

  useEffect(() => {
    if (autoFocus) firstField.current?.focus();
  }, [autoFocus]);

  const submit = async (values: DemoFormValues) => create.mutate(await demoRequestOf(values));

  // On a phone the first message may be off-screen: take the visitor to it.
  const showFirstError = () =>
    requestAnimationFrame(() =>
      formNode.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  return (
    <form
      ref={formNode}
      noValidate
      onSubmit={form.onSubmit(submit, showFirstError)}
      aria-labelledby="demo-form-title"
      className={classes.form}
    >
      <UntilHydrated>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              ref={firstField}
              label={t`First Name`}
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t`Last Name`}
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t`Email`}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t`Phone`}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="(210) 555-0123"
              withAsterisk
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DatePickerInput
              label={t`Preferred Date`}
              placeholder={t`Choose a day`}
              size="md"
              withAsterisk
              minDate={dates.min}
              maxDate={dates.max}
              firstDayOfWeek={0}
              weekendDays={[]}
              // the club's short day in English (11/30/26), the day first in Spanish (30/11/26)
              valueFormat={i18n.locale === 'es' ? 'D/M/YY' : 'M/D/YY'}
              leftSection={<IconCalendar size={18} aria-hidden />}
              ariaLabels={{
                nextMonth: t`Next month`,
                previousMonth: t`Previous month`,
                monthLevelControl: t`Choose a month`,
                yearLevelControl: t`Choose a year`,
              }}
              popoverProps={{ position: 'bottom-start' }}
              {...form.getInputProps('preferredDate')}
            />
            <Select
              label={t`Preferred Time`}
              size="md"
              withAsterisk
              allowDeselect={false}
              rightSection={chevron}
              data={PREFERRED_TIME_OPTIONS.map(({ value }) => ({
                value,
                label: t(PREFERRED_TIME_LABELS[value]),
              }))}
              {...form.getInputProps('preferredTime')}
            />
          </SimpleGrid>
          <Select
            label={t`How did you hear about us?`}
            placeholder={t`Select an option`}
            size="md"
            withAsterisk
            allowDeselect={false}
            rightSection={chevron}
            data={HEARD_FROM_OPTIONS.map(({ value }) => ({
              value,
              label: t(HEARD_FROM_LABELS[value]),
            }))}
            {...form.getInputProps('heardFrom')}
          />
          {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
          <div className={classes.honeypot} aria-hidden>
            <label htmlFor="demo-website">
              <Trans>Website</Trans>
            </label>
            <input
              id="demo-website"
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.website}
              onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
            />
          </div>
          <Button type="submit" size="lg" fullWidth loading={create.isPending} mt="xs">
            <Trans>Request My Free Demo</Trans>
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            <Trans>No payment needed. We will call you to confirm the time.</Trans>
          </Text>
        </Stack>
      </UntilHydrated>
    </form>
  );
}
