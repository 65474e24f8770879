import type { TAdminMember } from '@club/contract';
import { ZAddMemberInput, ZMemberEditInput } from '@club/contract';
import { MEMBERSHIP_TYPES } from '@club/domain';
import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { LANGUAGE_TAG, LOCALE_NAME, LOCALES } from '../../i18n/locales';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';
import { PLAN_NAME } from './memberLabels';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: 'customer' | 'admin';
  membershipType: (typeof MEMBERSHIP_TYPES)[number];
  locale: Locale;
};

/** 'Create member' from a demo request: the new member's details, and the request to link. */
export interface MemberPrefill {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The language the visitor asked in: the new member's, unless the admin picks another. */
  locale: Locale;
  demoRequestId: number;
}

interface MemberFormModalProps {
  /** The member to edit; null adds a new one. */
  member: TAdminMember | null;
  /** Adding from a demo request: the form starts with its details (a plan still to choose). */
  prefill?: MemberPrefill;
  zone: string;
  onClose: () => void;
  onSaved: () => void;
}

/** The Edit dialog (and Add Member): names, e-mail, phone, role (Customer or Admin), all five tiers. */
export function MemberFormModal({ member, prefill, zone, onClose, onSaved }: MemberFormModalProps) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      firstName: member?.firstName ?? prefill?.firstName ?? '',
      lastName: member?.lastName ?? prefill?.lastName ?? '',
      email: member?.email ?? prefill?.email ?? '',
      phone: member?.phone ?? prefill?.phone ?? '',
      role: member?.role === 'admin' ? 'admin' : 'customer',
      membershipType: member?.membershipType ?? 'none',
      locale: member?.locale ?? prefill?.locale ?? 'en',
    },
    validate: schemaResolver(member ? ZMemberEditInput : ZAddMemberInput, { sync: true }),
  });
  const failed = (e: unknown) => {
    const message = readApiError(e, t`An error occurred while updating the member`).message;
    setError(message);
    toast({ title: t`Update Failed`, description: message, variant: 'destructive' });
  };
  const update = trpc.adminMembers.update.useMutation({
    onSuccess: () => {
      toast({ title: t`Member Updated`, description: t`The changes have been saved.` });
      onSaved();
    },
    onError: failed,
  });
  const create = trpc.adminMembers.create.useMutation({
    onSuccess: (m) => {
      const email = m.email;
      toast({
        title: t`Member Added`,
        description: t`${email} has been e-mailed a code to set a password.`,
      });
      onSaved();
    },
    onError: failed,
  });
  const submit = (values: Values) => {
    setError(null);
    if (member) update.mutate({ id: member.id, ...values });
    else create.mutate({ ...values, demoRequestId: prefill?.demoRequestId });
  };
  return (
    <AdminFormModal
      title={member ? t`Edit Member` : prefill ? t`Create Member` : t`Add Member`}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      submitLabel={member ? t`Save Changes` : prefill ? t`Create Member` : t`Add Member`}
      busy={update.isPending || create.isPending}
      error={error}
      size="lg"
      history={member && { entityType: 'member', entityId: member.id, zone }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t`First Name`} withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label={t`Last Name`} withAsterisk {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <TextInput label={t`Email`} type="email" withAsterisk {...form.getInputProps('email')} />
      {/* the inputs side by side, level with each other under the language's longer heading */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ alignItems: 'end' }}>
        <TextInput label={t`Phone`} {...form.getInputProps('phone')} />
        <Select
          label={t`Language`}
          description={t`Their e-mails come in this language`}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAME[locale] }))}
          renderOption={({ option }) => (
            <span lang={LANGUAGE_TAG[option.value as Locale]}>{option.label}</span>
          )}
          {...form.getInputProps('locale')}
        />
      </SimpleGrid>
      {/* The lists open inside the dialog: portalled to the body, opening Membership on a
              phone made the page's layout width jump back and forth without end. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t`Role`}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          data={[
            { value: 'customer', label: t`Customer` },
            { value: 'admin', label: t`Admin` },
          ]}
          {...form.getInputProps('role')}
        />
        <Select
          label={t`Membership`}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          data={MEMBERSHIP_TYPES.map((type) => ({ value: type, label: t(PLAN_NAME[type]) }))}
          {...form.getInputProps('membershipType')}
        />
      </SimpleGrid>
    </AdminFormModal>
  );
}
