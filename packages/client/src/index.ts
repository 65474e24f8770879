// @club/client: the typed API of the Inside 9 Golf Club for Node 20+ scripts.
export {
  createClubClient,
  SESSION_COOKIE,
  type ClubClient,
  type ClubClientOptions,
  type ClubInputs,
  type ClubOutputs,
  type ClubSession,
  type ClubUser,
} from './client';
export { ClubApiError, toClubApiError, type ClubErrorCode, type ClubErrorEnvelope } from './error';
export type { AppRouter } from '@club/api';
