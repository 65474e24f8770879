import type { TBay, TLocation } from '@club/contract';
import { ZBayInput } from '@club/contract';
import { BAY_TYPE_OPTIONS, DEFAULT_TIME_ZONE, type BayType } from '@club/domain';
import { Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';

export type BayValues = {
  name: string;
  type: BayType;
  locationId: string;
  features: string[];
  isActive: boolean;
};

interface BayFormModalProps {
  bay: TBay | null;
  locations: readonly TLocation[];
  busy: boolean;
  onSubmit: (values: BayValues) => void;
  onClose: () => void;
}

/** Add New Bay and Edit: name, type, location, features (at least one), active; Edit shows the bay's history. */
export function BayFormModal({ bay, locations, busy, onSubmit, onClose }: BayFormModalProps) {
  const form = useForm<BayValues>({
    initialValues: {
      name: bay?.name ?? '',
      type: bay?.type ?? 'TrackMan',
      locationId: String(bay?.locationId ?? locations[0]?.id ?? ''),
      features: bay?.features ?? [],
      isActive: bay?.isActive ?? true,
    },
    validate: schemaResolver(ZBayInput, { sync: true }),
  });
  const zone = locations.find((l) => l.id === bay?.locationId)?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <AdminFormModal
      title={bay ? 'Edit Bay' : 'Add New Bay'}
      onSubmit={form.onSubmit(onSubmit)}
      onClose={onClose}
      submitLabel={bay ? 'Save Bay' : 'Add Bay'}
      busy={busy}
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
