import { useState } from 'react';

interface RedirectMutation {
  mutate: (
    input: undefined,
    options: {
      onSuccess: (page: { url: string }) => void;
      onError: (e: { message: string }) => void;
    },
  ) => void;
  isPending: boolean;
}

/**
 * A button that sends the member to a Stripe page (Checkout, the Customer Portal): `go` asks the
 * API for the page's URL and leaves for it; `error` is the API's refusal, to show by the button.
 */
export function useStripeRedirect(mutation: RedirectMutation) {
  const [error, setError] = useState<string | null>(null);
  const go = () => {
    setError(null);
    mutation.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (e) => setError(e.message),
    });
  };
  return { go, error, pending: mutation.isPending };
}
