import { demoRequestSchema, ZDemoRequestInput } from '@club/contract';
import type { TDemoRequestInput } from '@club/contract';
import { atLocalTime, DEFAULT_TIME_ZONE, localDateOf } from '@club/domain';
import type { LocalDate } from '@club/domain';
import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { DemoFormValues } from './demoFormValues';

// Loaded when the visitor starts on the form (lib/lazyValidation.ts), with zod and the contract.

/** The API payload's shape: the chosen day is sent as the club-local noon of that day. */
function toPayload(values: DemoFormValues): Record<string, unknown> {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    preferredDate: values.preferredDate
      ? atLocalTime(values.preferredDate, '12:00', DEFAULT_TIME_ZONE).toISOString()
      : '',
    preferredTime: values.preferredTime ?? '',
    heardFrom: values.heardFrom ?? '',
  };
}

/**
 * The contract's schema and messages. The date window is checked only once every field has a
 * valid shape (its refinement reads the date, which must exist by then).
 */
export function validateDemoForm(today: LocalDate) {
  const fields = zod4Resolver(ZDemoRequestInput);
  const withWindow = zod4Resolver(demoRequestSchema(today, DEFAULT_TIME_ZONE));
  return (values: DemoFormValues): FormErrors => {
    const payload = toPayload(values);
    const errors = fields(payload);
    return Object.keys(errors).length > 0 ? errors : withWindow(payload);
  };
}

/** The form's rules for the club's today, in San Antonio, whatever the visitor's clock says. */
export function demoRules(): (values: DemoFormValues) => FormErrors {
  return validateDemoForm(localDateOf(new Date(), DEFAULT_TIME_ZONE));
}

/** The validated request (call after validateDemoForm passed). */
export function demoRequestFrom(values: DemoFormValues): TDemoRequestInput {
  return ZDemoRequestInput.parse(toPayload(values));
}
