import type { TDemoRequestSubmission } from '@club/contract';
import { atLocalTime, DEFAULT_TIME_ZONE, localDateOf } from '@club/domain';
import type { LocalDate } from '@club/domain';
import { DEFAULT_PREFERRED_TIME } from '@club/domain/static-data';
import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '@mantine/form';

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
export function demoPayload(values: DemoFormValues) {
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
 * The API's own schema and messages, run on the payload the form would send, with the date window
 * of the club's today in San Antonio, whatever the visitor's clock says. The contract (zod) loads
 * with the first check, not with the page.
 */
export async function validateDemoForm(values: DemoFormValues): Promise<FormErrors> {
  const { demoRequestSchema } = await import('@club/contract');
  const today = localDateOf(new Date(), DEFAULT_TIME_ZONE);
  return schemaResolver(demoRequestSchema(today, DEFAULT_TIME_ZONE))(demoPayload(values));
}

/** The request to send, once `validateDemoForm` passed. */
export async function demoRequestOf(values: DemoFormValues): Promise<TDemoRequestSubmission> {
  const { ZDemoRequestInput } = await import('@club/contract');
  const website = values.website.trim();
  return { ...ZDemoRequestInput.parse(demoPayload(values)), ...(website ? { website } : {}) };
}
