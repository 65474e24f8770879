// The club waiver (DECISIONS.md, The club waiver): a club setting, off by default. When on, a
// member who has not accepted the current version (each edit of the text is a new version) is
// refused a booking, waitlist place, lesson or league entry with 403 WAIVER_REQUIRED.

/** The refusal's code. apps/api maps it to 403 once it joins DOMAIN_ERROR_CODES with its mapping. */
export const WAIVER_REQUIRED_CODE = 'WAIVER_REQUIRED' as const;

export const WAIVER_MESSAGES = {
  required: /*i18n*/ 'Please accept the club waiver before booking.',
} as const;

/** Longest waiver text Club Settings takes, in characters. */
export const WAIVER_TEXT_MAX = 20_000;

/** What the rule reads: the switch, the current version and the member's latest acceptance. */
export interface WaiverState {
  enabled: boolean;
  /** The current text's version; null when the club has no text (nothing to accept). */
  currentVersion: number | null;
  /** The latest version the member accepted; null when never. */
  acceptedVersion: number | null;
}

/** True when the member must accept the current waiver before booking. */
export function waiverRequired(state: WaiverState): boolean {
  if (!state.enabled || state.currentVersion === null) return false;
  return state.acceptedVersion === null || state.acceptedVersion < state.currentVersion;
}

/** The refusal when the waiver applies (code and the product's text), or null. */
export function waiverViolation(
  state: WaiverState,
): { code: typeof WAIVER_REQUIRED_CODE; message: string } | null {
  return waiverRequired(state)
    ? { code: WAIVER_REQUIRED_CODE, message: WAIVER_MESSAGES.required }
    : null;
}

/** Where a member stands (Member Management): accepted the current version, an older one, never. */
export type WaiverStanding = 'current' | 'older' | 'never';

/** How Member Management labels a standing. */
export const WAIVER_STANDING_LABELS: Record<WaiverStanding, string> = {
  current: 'Waiver accepted',
  older: 'Older waiver',
  never: 'No waiver',
};

/** The member's standing from the current version and the latest version they accepted. */
export function waiverStanding(
  currentVersion: number | null,
  acceptedVersion: number | null,
): WaiverStanding {
  if (acceptedVersion === null) return 'never';
  return currentVersion === null || acceptedVersion >= currentVersion ? 'current' : 'older';
}
