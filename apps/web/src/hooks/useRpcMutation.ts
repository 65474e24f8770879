import { useCallback, useRef, useState } from 'react';
import type { InputOf, OutputOf, ProcedurePath } from '../lib/rpc';
import { useSession } from '../lib/session';

export interface RpcMutationOptions<P extends ProcedurePath> {
  onSuccess?: (output: OutputOf<P>, input: InputOf<P>) => void;
  onError?: (error: unknown) => void;
}

/** One call of a procedure from a visitor form: `mutate` and whether it is under way. */
export function useRpcMutation<P extends ProcedurePath>(
  path: P,
  options: RpcMutationOptions<P> = {},
) {
  const { rpc } = useSession();
  const [isPending, setPending] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const mutate = useCallback(
    (input: InputOf<P>) => {
      setPending(true);
      rpc.mutate(path, input).then(
        (output) => {
          setPending(false);
          latest.current.onSuccess?.(output, input);
        },
        (error: unknown) => {
          setPending(false);
          latest.current.onError?.(error);
        },
      );
    },
    [rpc, path],
  );
  return { mutate, isPending };
}
