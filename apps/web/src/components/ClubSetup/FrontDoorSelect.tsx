import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { trpc } from '../../lib/trpc';

interface FrontDoorSelectProps {
  value: string | null;
  onChange: (deviceId: string | null) => void;
  error?: React.ReactNode;
}

/**
 * Club Settings' front door (DECISIONS.md, Door access for a club open all night): the locks the
 * club's Seam workspace lists; members' door codes go on the one chosen. Shown only with door access.
 */
export function FrontDoorSelect({ value, onChange, error }: FrontDoorSelectProps) {
  const { t } = useLingui();
  const locks = trpc.adminClub.doorLocks.useQuery();
  const data = (locks.data ?? []).map((l) => ({ value: l.deviceId, label: l.name }));
  // the saved lock stays choosable while the list loads (or if Seam no longer lists it)
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label={t`Front door lock`}
      description={t`Members' door codes are made on this lock (through Seam). None: no door codes.`}
      placeholder={locks.isLoading ? t`Loading the locks…` : t`No lock: no door codes`}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      error={error ?? (locks.isError ? t`Could not load the locks from Seam` : undefined)}
    />
  );
}
