import { WAIVER_MESSAGES } from '@club/domain';
import { GUEST_WAIVER_MESSAGES } from '../services/waiver/guest-waiver';
import { WAIVER_SERVICE_MESSAGES } from '../services/waiver/waiver-service';
import { defineRoutes } from './route';

const tag = 'Club waiver';

/** The refusal of a member's booking, waitlist place, lesson or league entry while the waiver is on. */
export const WAIVER_REFUSAL =
  `${WAIVER_MESSAGES.required} (code WAIVER_REQUIRED: the club waiver is on and the member has ` +
  'not accepted its current version; accept it with POST /api/waiver/accept)';

export const waiverRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/waiver',
    procedure: 'waiver.current',
    summary:
      "The club waiver's current text and version, and whether it is on; for a signed-in member " +
      'also whether they accepted this version (accepted, null signed out)',
    tag,
    errors: { 404: WAIVER_SERVICE_MESSAGES.noText },
  },
  {
    method: 'POST',
    path: '/api/waiver/accept',
    procedure: 'waiver.accept',
    summary:
      'I agree: the signed-in member accepts the version they read (kept with the time, address and browser)',
    tag,
    errors: {
      409: `${WAIVER_SERVICE_MESSAGES.notCurrent} (the version is not the current one; currentVersion says which is)`,
    },
  },
  {
    method: 'GET',
    path: '/api/waiver/guest/:token',
    procedure: 'waiver.guest',
    summary:
      "A guest's waiver link: the current text and version, the guest's first name, the booking's date",
    tag,
    errors: { 404: GUEST_WAIVER_MESSAGES.linkNotValid },
  },
  {
    method: 'POST',
    path: '/api/waiver/guest/:token',
    procedure: 'waiver.acceptGuest',
    summary:
      "A guest's I agree from their link: the current version, kept with the time, address and browser; the link works once",
    tag,
    errors: { 404: GUEST_WAIVER_MESSAGES.linkNotValid },
  },
  {
    method: 'GET',
    path: '/api/admin/waiver',
    procedure: 'adminWaiver.get',
    summary:
      "Club Settings: the waiver's current text and version, and the switch (set with PUT /api/admin/club, waiverEnabled)",
    tag: 'Admin: club',
  },
  {
    method: 'PUT',
    path: '/api/admin/waiver',
    procedure: 'adminWaiver.saveText',
    summary:
      "Club Settings: save the waiver's text; a changed text becomes the next version (old ones kept, members accept it again), the same text none",
    tag: 'Admin: club',
  },
]);
