import { useEffect } from 'react';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { PointsQuota } from '@shared/areas/gamification/channels';
import { formatTime } from '@shared/format';
import { useNow } from './use-now';

/** "3 of 10 calls used in the last minute", and when the limit is reached, when the next call is allowed. */
export function PointsQuotaLine({ quota, onFree }: { quota: PointsQuota | null; onFree: () => void }) {
  const waiting = Boolean(quota?.nextAllowedAt);
  const now = useNow(waiting);
  const nextAt = quota?.nextAllowedAt ? Date.parse(quota.nextAllowedAt) : null;
  const left = nextAt ? Math.ceil((nextAt - now) / 1000) : 0;
  const blocked = nextAt !== null && left > 0;
  // When the wait is over, ask main again: it is the one counting the calls.
  useEffect(() => {
    if (nextAt !== null && !blocked) onFree();
  }, [nextAt, blocked, onFree]);
  if (!quota) return null;
  return (
    <Group gap="xs" data-testid="points-quota" data-blocked={blocked}>
      <Tooltip label="The service allows 10 collective-points calls per minute; the console counts its own calls.">
        <Badge variant="light" color={blocked ? 'orange' : 'gray'} leftSection={<IconClockHour4 size={12} />}>
          {quota.used} of {quota.limit} calls used this minute
        </Badge>
      </Tooltip>
      <Text size="sm" c={blocked ? 'orange' : 'dimmed'} data-testid="points-next-call">
        {blocked && quota.nextAllowedAt
          ? `Next call allowed at ${formatTime(quota.nextAllowedAt, { seconds: true })} (in ${left} s)`
          : 'A call is allowed now'}
      </Text>
    </Group>
  );
}
