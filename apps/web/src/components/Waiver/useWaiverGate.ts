import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { trpc } from '../../lib/trpc';
import type { WaiverAgreementProps } from './WaiverAgreement';

/**
 * The club waiver in front of a member's confirm button: `guard(send)` sends at once, or first
 * opens the agreement when the club's waiver waits for this member and sends after "I agree".
 * `offer(error, retry)` catches the server's 403 WAIVER_REQUIRED (the text changed since the
 * screen asked): the agreement opens and `retry` runs once accepted. Render
 * `<WaiverAgreement {...gate.agreement} />` beside the button.
 */
export function useWaiverGate() {
  const utils = trpc.useUtils();
  // asked early, so the confirm click already knows
  const current = trpc.waiver.current.useQuery();
  const [pending, setPending] = useState<{ send: () => void } | null>(null);

  const guard = (send: () => void) => {
    const waiver = current.data;
    // not known yet (or not loaded): the server has the last word and offer() catches its refusal
    if (waiver?.enabled && waiver.accepted === false) setPending({ send });
    else send();
  };

  /** True when the server asked for the waiver first (now waiting for the member's answer). */
  const offer = (error: unknown, retry: () => void): boolean => {
    if (readApiError(error).code !== 'WAIVER_REQUIRED') return false;
    void utils.waiver.current.invalidate();
    setPending({ send: retry });
    return true;
  };

  const agreement: WaiverAgreementProps = {
    opened: pending !== null,
    onAccepted: () => {
      setPending(null);
      pending?.send();
    },
    onCancel: () => setPending(null),
  };
  return { guard, offer, agreement };
}
