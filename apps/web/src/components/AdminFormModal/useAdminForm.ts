import { schemaResolver, useForm } from '@mantine/form';
import { useContractMessagesSync } from '../../i18n/contractMessages';

/** What a page hands its add/edit dialog: the command's state, where the values go, how to close. */
export interface AdminFormProps<Values> {
  busy: boolean;
  onSubmit: (values: Values) => void;
  onClose: () => void;
}

/**
 * An add/edit dialog's form: it starts from the record (or the defaults), checks the values with
 * the contract's schema (the API's own), and gives AdminFormModal its submit, close and spinner.
 */
export function useAdminForm<Values extends Record<string, unknown>>(
  { busy, onSubmit, onClose }: AdminFormProps<Values>,
  schema: Parameters<typeof schemaResolver>[0],
  initialValues: Values,
) {
  const form = useForm<Values>({
    initialValues,
    validate: useContractMessagesSync(schemaResolver(schema, { sync: true })),
  });
  return { form, modal: { onSubmit: form.onSubmit(onSubmit), onClose, busy } };
}
