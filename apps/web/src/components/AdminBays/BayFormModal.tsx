import type { TBay, TLocation } from '@club/contract';
import { ZBayInput } from '@club/contract';
import { BAY_TYPES, DEFAULT_TIME_ZONE, type BayType } from '@club/domain';
import { useLingui } from '@lingui/react/macro';
import { Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';
import { useAdminForm } from '../AdminFormModal/useAdminForm';
import type { AdminFormProps } from '../AdminFormModal/useAdminForm';
import { BAY_TYPE_MESSAGES } from './bayWords';

export type BayValues = {
  name: string;
  type: BayType;
  locationId: string;
  features: string[];
  isActive: boolean;
};

interface BayFormModalProps extends AdminFormProps<BayValues> {
  bay: TBay | null;
  locations: readonly TLocation[];
}

/** Add New Bay and Edit: name, type, location, features (at least one), active; Edit shows the bay's history. */
export function BayFormModal({ bay, locations, ...dialog }: BayFormModalProps) {
  const { t } = useLingui();
  const { form, modal } = useAdminForm<BayValues>(dialog, ZBayInput, {
    name: bay?.name ?? '',
    type: bay?.type ?? 'TrackMan',
    locationId: String(bay?.locationId ?? locations[0]?.id ?? ''),
    features: bay?.features ?? [],
    isActive: bay?.isActive ?? true,
  });
  const zone = locations.find((l) => l.id === bay?.locationId)?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <AdminFormModal
      {...modal}
      title={bay ? t`Edit Bay` : t`Add New Bay`}
      submitLabel={bay ? t`Save Bay` : t`Add Bay`}
      history={bay && { entityType: 'bay', entityId: bay.id, zone }}
    >
      <TextInput label={t`Bay Name`} withAsterisk {...form.getInputProps('name')} />
      <Select
        label={t`Type`}
        allowDeselect={false}
        data={BAY_TYPES.map((type) => ({ value: type, label: t(BAY_TYPE_MESSAGES[type]) }))}
        {...form.getInputProps('type')}
      />
      <Select
        label={t`Location`}
        allowDeselect={false}
        data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
        {...form.getInputProps('locationId')}
      />
      <TagsInput
        label={t`Features`}
        description={t`Press Enter after each feature`}
        {...form.getInputProps('features')}
      />
      <Switch label={t`Active`} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </AdminFormModal>
  );
}
