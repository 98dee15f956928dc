import { useEffect, useState } from 'react';
import { Alert, Loader, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import type { Connectivity } from '@shared/channels/app';
import { formatDateTime } from '@shared/format';

/** How long a call runs before the screen says it is still waiting (and for whom). */
export const SLOW_AFTER_MS = 2_000;

/** True once `active` has lasted `ms` without a break; false again as soon as it stops. */
export function useLasted(active: boolean, ms: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setLasted(true), ms);
    return () => {
      clearTimeout(timer);
      setLasted(false);
    };
  }, [active, ms]);
  return active && lasted;
}

/** The cause of an unreachable service in words: main's message, else its last failure's. */
export function unreachableCause(connectivity: Connectivity): string {
  const last = connectivity.failures?.[connectivity.failures.length - 1];
  return connectivity.message ?? last?.message ?? 'Recent calls to the service got no answer.';
}

/**
 * What stands where the chart will be while there is none yet. A service known to be unreachable is said
 * at once, with its cause (no grey placeholders that look like loading); grey placeholders show only
 * while a call is under way, and after two seconds they say the screen is still waiting for the service.
 */
export function ChartPlaceholder({
  loading,
  connectivity,
}: {
  loading: boolean;
  connectivity: Connectivity | null;
}) {
  const slow = useLasted(loading, SLOW_AFTER_MS);
  if (connectivity?.state === 'unreachable') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconPlugConnectedX size={18} />}
        title="The service cannot be reached"
        role="alert"
        data-testid="analytics-unreachable"
      >
        <Text size="sm">{unreachableCause(connectivity)}</Text>
        <Text size="sm" mt={4}>
          No chart of these days is stored on this computer, so there is nothing to show until the service
          answers. Nothing is lost: press Refresh once the connection is back.
          {connectivity.since ? ` No answer since ${formatDateTime(connectivity.since)}.` : ''}
        </Text>
        {loading ? (
          <Group gap={6} mt={6}>
            <Loader size="xs" />
            <Text size="sm">Trying the service again…</Text>
          </Group>
        ) : null}
      </Alert>
    );
  }
  if (!loading) return null;
  return (
    <Stack gap="md" aria-busy="true" data-testid="analytics-loading">
      {slow ? (
        <Group gap={6} role="status" data-testid="analytics-slow">
          <Loader size="xs" />
          <Text size="sm">Still waiting for the service… Cancel stops the request.</Text>
        </Group>
      ) : null}
      <Skeleton height={96} radius="md" />
      <Skeleton height={420} radius="md" />
    </Stack>
  );
}
