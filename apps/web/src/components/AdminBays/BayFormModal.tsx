import type { TBay, TLocation } from '@club/contract';
import { ZBayInput } from '@club/contract';
import { BAY_TYPE_OPTIONS, DEFAULT_TIME_ZONE, type BayType } from '@club/domain';
import { Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';
import { useAdminForm } from '../AdminFormModal/useAdminForm';
import type { AdminFormProps } from '../AdminFormModal/useAdminForm';

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
      title={bay ? 'Edit Bay' : 'Add New Bay'}
      submitLabel={bay ? 'Save Bay' : 'Add Bay'}
      history={bay && { entityType: 'bay', entityId: bay.id, zone }}
    >
      <TextInput label="Bay Name" withAsterisk {...form.getInputProps('name')} />
      <Select
        label="Type"
        allowDeselect={false}
        data={BAY_TYPE_OPTIONS.map((o) => ({ ...o }))}
        {...form.getInputProps('type')}
      />
      <Select
        label="Location"
        allowDeselect={false}
        data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
        {...form.getInputProps('locationId')}
      />
      <TagsInput
        label="Features"
        description="Press Enter after each feature"
        {...form.getInputProps('features')}
      />
      <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </AdminFormModal>
  );
}
