import type { TDemoRequestReceipt } from '@club/contract';
import { demoDateWindow, HEARD_FROM_OPTIONS, PREFERRED_TIME_OPTIONS } from '@club/domain';
import type { LocalDate } from '@club/domain';
import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar, IconChevronDown } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isClientError, readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import type { DemoFormValues } from './demoFormValues';
import { demoRequestFrom, EMPTY_DEMO_FORM, validateDemoForm } from './demoFormValues';
import classes from './DemoRequestForm.module.css';

const FAILURE_FALLBACK = 'Failed to submit your request. Please try again.';

/** The server's product message (a 4xx answer); anything else gets the form's fallback. */
function failureMessage(error: unknown): string {
  const failure = readApiError(error, FAILURE_FALLBACK);
  return isClientError(failure) ? failure.message : FAILURE_FALLBACK;
}

interface DemoRequestFormProps {
  /** The club's today ('YYYY-MM-DD'): preferred dates run from it to 3 months ahead. */
  today: LocalDate;
  onSubmitted: (receipt: TDemoRequestReceipt, values: DemoFormValues) => void;
  /** Put the cursor in the first field (when the visitor comes back for another demo). */
  autoFocus?: boolean;
}

/** The free demo request (spec sections 3 and 5), validated with the contract's schema. */
export function DemoRequestForm({ today, onSubmitted, autoFocus = false }: DemoRequestFormProps) {
  const trpc = useTRPC();
  const firstField = useRef<HTMLInputElement>(null);
  const formNode = useRef<HTMLFormElement>(null);
  const dates = demoDateWindow(today);
  const form = useForm<DemoFormValues>({
    initialValues: EMPTY_DEMO_FORM,
    validate: validateDemoForm(today),
  });
  const create = useMutation(
    trpc.demoRequests.create.mutationOptions({
      onSuccess: (receipt) => {
        toast({
          title: 'Demo Request Submitted',
          description: 'We will call you shortly to confirm your visit.',
        });
        onSubmitted(receipt, form.getValues());
      },
      onError: (error) =>
        toast({
          title: 'Submission Failed',
          description: failureMessage(error),
          variant: 'destructive',
        }),
    }),
  );

  useEffect(() => {
    if (autoFocus) firstField.current?.focus();
  }, [autoFocus]);

  const submit = (values: DemoFormValues) => {
    const website = values.website.trim();
    create.mutate({ ...demoRequestFrom(values), ...(website ? { website } : {}) });
  };

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
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            ref={firstField}
            label="First Name"
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
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
            label="Preferred Date"
            placeholder="Choose a day"
            size="md"
            withAsterisk
            minDate={dates.min}
            maxDate={dates.max}
            firstDayOfWeek={0}
            weekendDays={[]}
            valueFormat="M/D/YY"
            leftSection={<IconCalendar size={18} aria-hidden />}
            ariaLabels={{
              nextMonth: 'Next month',
              previousMonth: 'Previous month',
              monthLevelControl: 'Choose a month',
              yearLevelControl: 'Choose a year',
            }}
            popoverProps={{ position: 'bottom-start' }}
            {...form.getInputProps('preferredDate')}
          />
          <Select
            label="Preferred Time"
            size="md"
            withAsterisk
            allowDeselect={false}
            data={[...PREFERRED_TIME_OPTIONS]}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            {...form.getInputProps('preferredTime')}
          />
        </SimpleGrid>
        <Select
          label="How did you hear about us?"
          placeholder="Select an option"
          size="md"
          withAsterisk
          allowDeselect={false}
          data={[...HEARD_FROM_OPTIONS]}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          {...form.getInputProps('heardFrom')}
        />
        {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
        <div className={classes.honeypot} aria-hidden>
          <label htmlFor="demo-website">Website</label>
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
          Request My Free Demo
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          No payment needed. We will call you to confirm the time.
        </Text>
      </Stack>
    </form>
  );
}
