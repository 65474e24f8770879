import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from '@club/contract';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetCurrentUser } from '../../hooks/useCurrentUser';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

interface DeleteValues {
  password: string;
  confirmation: string;
}

const validate = async (values: DeleteValues) =>
  schemaResolver((await import('@club/contract')).ZDeleteAccountInput)(values);

/** `account.deleteAccount` (DELETE /api/user), behind a dialog asking the password and DELETE. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const setUser = useSetCurrentUser();
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) setUser(null);
    },
    [setUser],
  );
  const form = useForm<DeleteValues>({
    initialValues: { password: '', confirmation: '' },
    validate,
  });
  const remove = trpc.account.deleteAccount.useMutation({
    onSuccess: async () => {
      setOpen(false);
      toast({ title: 'Account deleted', description: ACCOUNT_MESSAGES.accountDeleted });
      // Home first; signed out once My Account has left the screen (below): signed out while
      // still on /account, the member guard would send them to /auth instead.
      deleted.current = true;
      await navigate('/', { replace: true });
    },
    onError: (error) => {
      const { message, fieldErrors } = readApiError(error);
      form.setErrors(
        fieldErrors.currentPassword ? { password: fieldErrors.currentPassword } : fieldErrors,
      );
      toast({ title: 'Account not deleted', description: message, variant: 'destructive' });
    },
  });
  const close = () => {
    setOpen(false);
    form.reset();
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="delete-title">
      <Title order={3} size="h4" id="delete-title" c="red.9">
        Delete account
      </Title>
      <Text size="sm">
        Your upcoming bookings are cancelled and your league places freed. Past sessions stay in the
        club&apos;s figures without your name or contact details. This cannot be undone.
      </Text>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
          Delete My Account
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={close}
        title="Delete your account?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form noValidate onSubmit={form.onSubmit((values) => remove.mutate(values))}>
          <Stack gap="md">
            <Text size="sm">
              Enter your password and type {DELETE_CONFIRMATION_WORD} to confirm. This cannot be
              undone.
            </Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <TextInput
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('confirmation')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep My Account
              </Button>
              <Button type="submit" color="red.9" loading={remove.isPending}>
                Delete Account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
