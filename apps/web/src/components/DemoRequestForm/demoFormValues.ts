import { demoRequestSchema, ZDemoRequestInput } from '@club/contract';
import type { TDemoRequestInput } from '@club/contract';
import { atLocalTime, DEFAULT_PREFERRED_TIME, DEFAULT_TIME_ZONE } from '@club/domain';
import type { LocalDate } from '@club/domain';
import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';

/** What the demo form holds: the date as the picker gives it, selects empty until chosen. */
export interface DemoFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** 'YYYY-MM-DD', a day in the club's zone. */
  preferredDate: LocalDate | null;
  preferredTime: string | null;
  heardFrom: string | null;
  /** The honeypot: people never see or fill it. */
  website: string;
}

export const EMPTY_DEMO_FORM: DemoFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  preferredDate: null,
  preferredTime: DEFAULT_PREFERRED_TIME,
  heardFrom: null,
  website: '',
};

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

/** The validated request (call after validateDemoForm passed). */
export function demoRequestFrom(values: DemoFormValues): TDemoRequestInput {
  return ZDemoRequestInput.parse(toPayload(values));
}
