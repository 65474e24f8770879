import type { LocalDate } from '@club/domain';
import { DEFAULT_PREFERRED_TIME } from '@club/domain/static-data';

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
