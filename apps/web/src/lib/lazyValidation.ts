import type { FormEvent } from 'react';
import type { FormErrors, VisitorForm } from './visitorForm';

type Resolver<V> = (values: V) => FormErrors;

export interface LazyValidation<V> {
  /** The form's `validate`: the contract's rules once loaded (nothing is submitted before). */
  validate: Resolver<V>;
  /** Starts loading the rules (a field got the focus). */
  preload: () => void;
  /** `form.onSubmit(handler, onInvalid)`, run once the rules are there. */
  submit: (
    form: VisitorForm<V>,
    handler: (values: V) => void,
    onInvalid?: () => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form validator whose schemas (zod and the contract's rules, the same ones the API runs) load
 * when the visitor starts to fill the form in, not with the page: a page's first paint needs the
 * fields, not their rules.
 */
export function lazyValidation<V>(load: () => Promise<Resolver<V>>): LazyValidation<V> {
  let resolver: Resolver<V> | undefined;
  let loading: Promise<Resolver<V>> | undefined;
  const ready = () => {
    loading ??= load().then(
      (loaded) => (resolver = loaded),
      (error: unknown) => {
        loading = undefined; // the next focus or submit tries again
        throw error;
      },
    );
    return loading;
  };
  return {
    validate: (values) => (resolver ? resolver(values) : {}),
    preload: () => void ready().catch(() => undefined),
    submit: (form, handler, onInvalid) => (event) => {
      event?.preventDefault();
      void ready().then(
        () => form.onSubmit(handler, onInvalid)(),
        () => undefined,
      );
    },
  };
}
