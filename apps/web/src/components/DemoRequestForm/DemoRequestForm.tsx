import type { TDemoRequestReceipt } from '@club/contract';
import { HEARD_FROM_OPTIONS, PREFERRED_TIME_OPTIONS } from '@club/domain/static-data';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRpcMutation } from '../../hooks/useRpcMutation';
import { isClientError, readApiError } from '../../lib/apiError';
import { lazyValidation } from '../../lib/lazyValidation';
import { useVisitorForm } from '../../lib/visitorForm';
import { toast } from '../../lib/toast';
import { DateStandIn, SelectStandIn } from './DemoFieldStandIns';
import type { DemoFormValues } from './demoFormValues';
import { EMPTY_DEMO_FORM } from './demoFormValues';
import classes from './DemoRequestForm.module.css';

const loadPickers = () => import('./DemoPickers');
const DemoDateField = lazy(() => loadPickers().then((m) => ({ default: m.DemoDateField })));
const DemoSelectField = lazy(() => loadPickers().then((m) => ({ default: m.DemoSelectField })));
const loadValidation = () => import('./demoValidation');

const TIME_LABEL = 'Preferred Time';
const HEARD_STAND_IN = { label: 'How did you hear about us?', placeholder: 'Select an option' };

const PICKER_FIELDS = ['preferredDate', 'preferredTime', 'heardFrom'] as const;
type PickerField = (typeof PICKER_FIELDS)[number];

/** The real field once wanted and loaded; its stand-in until then. */
function Picker({
  wanted,
  standIn,
  children,
}: {
  wanted: boolean;
  standIn: ReactNode;
  children: ReactNode;
}) {
  return wanted ? <Suspense fallback={standIn}>{children}</Suspense> : standIn;
}

const FAILURE_FALLBACK = 'Failed to submit your request. Please try again.';

/** The server's product message (a 4xx answer); anything else gets the form's fallback. */
function failureMessage(error: unknown): string {
  const failure = readApiError(error, FAILURE_FALLBACK);
  return isClientError(failure) ? failure.message : FAILURE_FALLBACK;
}

interface DemoRequestFormProps {
  onSubmitted: (receipt: TDemoRequestReceipt, values: DemoFormValues) => void;
  /** Put the cursor in the first field (when the visitor comes back for another demo). */
  autoFocus?: boolean;
}

/** The free demo request (spec sections 3 and 5), validated with the contract's schema. */
export function DemoRequestForm({ onSubmitted, autoFocus = false }: DemoRequestFormProps) {
  const firstField = useRef<HTMLInputElement>(null);
  const formNode = useRef<HTMLFormElement>(null);
  const [rules] = useState(() => lazyValidation(() => loadValidation().then((m) => m.demoRules())));
  // The calendar and drop-downs load when the visitor reaches for the form (a pointer over it, a
  // field focused). Each takes its stand-in's place when chosen, and opens, or when the form is
  // sent (to show its message); never sooner: swapped in mid-click, a real field got the end of
  // that click too, and the calendar it had just opened closed again.
  const reached = useRef(false);
  const [shown, setShown] = useState<ReadonlySet<PickerField>>(() => new Set());
  const [openOnLoad, setOpenOnLoad] = useState<PickerField | null>(null);
  const reachForm = () => {
    if (reached.current) return;
    reached.current = true;
    void loadPickers();
    rules.preload();
  };
  const activate = (field: PickerField) => {
    setOpenOnLoad(field);
    setShown((fields) => new Set(fields).add(field));
    reachForm();
  };
  const form = useVisitorForm<DemoFormValues>({
    initialValues: EMPTY_DEMO_FORM,
    validate: rules.validate,
  });
  const create = useRpcMutation('demoRequests.create', {
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
  });

  useEffect(() => {
    if (autoFocus) firstField.current?.focus();
  }, [autoFocus]);

  const submit = (values: DemoFormValues) => {
    const website = values.website.trim();
    void loadValidation().then(({ demoRequestFrom }) =>
      create.mutate({ ...demoRequestFrom(values), ...(website ? { website } : {}) }),
    );
  };

  // On a phone the first message may be off-screen: take the visitor to it.
  const showFirstError = () =>
    requestAnimationFrame(() =>
      formNode.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  const submitForm = rules.submit(form, submit, showFirstError);

  return (
    <form
      ref={formNode}
      noValidate
      onSubmit={(event) => {
        setShown(new Set(PICKER_FIELDS));
        submitForm(event);
      }}
      onFocus={reachForm}
      onPointerOver={reachForm}
      onTouchStart={reachForm}
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
          <Picker
            wanted={shown.has('preferredDate')}
            standIn={<DateStandIn onActivate={() => activate('preferredDate')} />}
          >
            <DemoDateField
              openOnMount={openOnLoad === 'preferredDate'}
              {...form.getInputProps('preferredDate')}
            />
          </Picker>
          <Picker
            wanted={shown.has('preferredTime')}
            standIn={
              <SelectStandIn
                label={TIME_LABEL}
                value={form.values.preferredTime}
                onActivate={() => activate('preferredTime')}
              />
            }
          >
            <DemoSelectField
              label={TIME_LABEL}
              data={[...PREFERRED_TIME_OPTIONS]}
              openOnMount={openOnLoad === 'preferredTime'}
              {...form.getInputProps('preferredTime')}
            />
          </Picker>
        </SimpleGrid>
        <Picker
          wanted={shown.has('heardFrom')}
          standIn={
            <SelectStandIn
              {...HEARD_STAND_IN}
              value={form.values.heardFrom}
              onActivate={() => activate('heardFrom')}
            />
          }
        >
          <DemoSelectField
            {...HEARD_STAND_IN}
            data={[...HEARD_FROM_OPTIONS]}
            openOnMount={openOnLoad === 'heardFrom'}
            {...form.getInputProps('heardFrom')}
          />
        </Picker>
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
