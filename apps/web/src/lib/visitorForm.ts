import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';

// The part of @mantine/form's useForm the visitor pages' forms use (controlled values, one error
// per field, validate on submit, an error cleared when its field changes), in a page's first
// load at a tenth of the size. Member and admin forms keep @mantine/form.

/** Field name to message, as @mantine/form and mantine-form-zod-resolver shape them. */
export type FormErrors = Record<string, ReactNode>;

export interface FieldProps<T> {
  value: T;
  onChange: (next: T | ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: ReactNode;
}

export interface VisitorForm<V> {
  values: V;
  errors: FormErrors;
  /** The values now (also inside a callback that closed over an older render). */
  getValues: () => V;
  setFieldValue: <K extends keyof V & string>(field: K, value: V[K]) => void;
  setErrors: (errors: FormErrors) => void;
  getInputProps: <K extends keyof V & string>(field: K) => FieldProps<V[K]>;
  /** Validates; calls `handler` with the values, or `onInvalid` with the errors. */
  onSubmit: (
    handler: (values: V) => void,
    onInvalid?: (errors: FormErrors) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
}

function isChangeEvent(value: unknown): value is ChangeEvent<HTMLInputElement> {
  return typeof value === 'object' && value !== null && 'currentTarget' in value;
}

function withoutEmpty(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}

export function useVisitorForm<V extends object>(options: {
  initialValues: V;
  validate: (values: V) => FormErrors;
}): VisitorForm<V> {
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrorState] = useState<FormErrors>({});
  const latest = useRef(values);
  const validate = useRef(options.validate);
  validate.current = options.validate;

  const setFieldValue = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    setErrorState((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  const setErrors = useCallback((next: FormErrors) => setErrorState(withoutEmpty(next)), []);

  return useMemo<VisitorForm<V>>(
    () => ({
      values,
      errors,
      getValues: () => latest.current,
      setFieldValue,
      setErrors,
      getInputProps: (field) => ({
        value: values[field],
        error: errors[field],
        // A text field hands over its event (its value is text), a picker or select its value.
        onChange: (next) =>
          setFieldValue(
            field,
            (isChangeEvent(next) ? next.currentTarget.value : next) as V[typeof field],
          ),
      }),
      onSubmit: (handler, onInvalid) => (event) => {
        event?.preventDefault();
        const found = withoutEmpty(validate.current(latest.current));
        setErrorState(found);
        if (Object.keys(found).length > 0) onInvalid?.(found);
        else handler(latest.current);
      },
    }),
    [values, errors, setFieldValue, setErrors],
  );
}
