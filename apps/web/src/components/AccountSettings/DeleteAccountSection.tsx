import { DELETE_CONFIRMATION_WORD } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
      // the contract's ACCOUNT_MESSAGES.accountDeleted, in the screens' language
      toast({ title: t`Account deleted`, description: t`Your account has been deleted.` });
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
      toast({ title: t`Account not deleted`, description: message, variant: 'destructive' });
    },
  });
  const close = () => {
    setOpen(false);
    form.reset();
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="delete-title">
      <Title order={3} size="h4" id="delete-title" c="red.9">
        <Trans>Delete account</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Your upcoming bookings are cancelled and your league places freed. Past sessions stay in
          the club&apos;s figures without your name or contact details. This cannot be undone.
        </Trans>
      </Text>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
          <Trans>Delete My Account</Trans>
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={close}
        title={t`Delete your account?`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <form noValidate onSubmit={form.onSubmit((values) => remove.mutate(values))}>
          <Stack gap="md">
            <Text size="sm">
              <Trans>
                Enter your password and type {DELETE_CONFIRMATION_WORD} to confirm. This cannot be
                undone.
              </Trans>
            </Text>
            <PasswordInput
              label={t`Password`}
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <TextInput
              label={t`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('confirmation')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Keep My Account</Trans>
              </Button>
              <Button type="submit" color="red.9" loading={remove.isPending}>
                <Trans>Delete Account</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
