import { Badge, Tooltip } from '@mantine/core';
import type { Connectivity } from '@shared/channels/app';

const look = {
  online: { color: 'teal', label: 'Online' },
  offline: { color: 'red', label: 'Offline' },
  unknown: { color: 'gray', label: 'Not checked' },
} as const;

/** Whether the active profile's service answers, as main last saw it. */
export function ConnectivityIndicator({ connectivity }: { connectivity: Connectivity | null }) {
  const state = connectivity?.state ?? 'unknown';
  const { color, label } = look[state];
  const since = connectivity?.since ? ` since ${new Date(connectivity.since).toLocaleTimeString()}` : '';
  const detail =
    connectivity?.message ?? (state === 'unknown' ? 'No request has been made yet' : `${label}${since}`);
  return (
    <Tooltip label={detail} multiline maw={320}>
      <Badge
        variant="dot"
        color={color}
        size="lg"
        tt="none"
        fw={500}
        data-testid="connectivity"
        data-state={state}
        aria-label={`Connection: ${label}`}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
