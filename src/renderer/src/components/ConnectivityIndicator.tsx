import { Badge, Divider, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Connectivity } from '@shared/channels/app';
import { formatDateTimeZoned, formatRelative, formatTime } from '@shared/format';
import { operationName } from './operation-names';

const look = {
  online: { color: 'teal', label: 'Online' },
  degraded: { color: 'yellow', label: 'Degraded' },
  unreachable: { color: 'red', label: 'Unreachable' },
  unknown: { color: 'gray', label: 'Not checked' },
} as const;

function summary(connectivity: Connectivity | null): string {
  const state = connectivity?.state ?? 'unknown';
  if (connectivity?.message) return connectivity.message;
  if (state === 'unknown') return 'No request has been made yet.';
  const calls = connectivity?.recentCalls;
  return calls ? `The last ${calls === 1 ? 'call' : `${calls} calls`} answered.` : 'Calls are answering.';
}

/**
 * How the active profile's recent calls went, as main saw them: online, degraded (some failed, and which),
 * unreachable (they all failed without an answer). Clicking it lists the last failures.
 */
export function ConnectivityIndicator({ connectivity }: { connectivity: Connectivity | null }) {
  const state = connectivity?.state ?? 'unknown';
  const { color, label } = look[state];
  const since = connectivity?.since;
  const failures = connectivity?.failures ?? [];
  return (
    // The focus moves into the details, so Escape closes them and the focus comes back to the badge.
    <Popover width={360} position="bottom-end" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <UnstyledButton
          aria-label={`Connection: ${label}. Show recent calls`}
          data-testid="connectivity-button"
        >
          <Badge
            variant="dot"
            color={color}
            size="lg"
            tt="none"
            fw={500}
            data-testid="connectivity"
            data-state={state}
            style={{ cursor: 'pointer' }}
          >
            {label}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid="connectivity-details">
        <Stack gap={6}>
          {/* Opened, the focus lands on the state, so a screen reader reads it first. */}
          <Text size="sm" fw={600} tabIndex={-1} data-autofocus>
            {label}
            {since && state !== 'unknown' ? (
              <Text span size="xs" c="dimmed" fw={400} title={formatDateTimeZoned(since)}>
                {' '}
                since {formatTime(since)} ({formatRelative(since)})
              </Text>
            ) : null}
          </Text>
          <Text size="sm" data-testid="connectivity-summary">
            {summary(connectivity)}
          </Text>
          {failures.length > 0 ? (
            <>
              <Divider label="Last failures" labelPosition="left" />
              {failures.map((failure, index) => (
                <Text key={index} size="xs" data-testid="connectivity-failure">
                  <Text span size="xs" c="dimmed" title={formatDateTimeZoned(failure.at)}>
                    {formatTime(failure.at, { seconds: true })}{' '}
                  </Text>
                  <Text span size="xs" fw={600}>
                    {failure.operation ? operationName(failure.operation) : 'A call'}
                  </Text>
                  : {failure.message}
                </Text>
              ))}
            </>
          ) : null}
          <Text size="xs" c="dimmed">
            Any answer from the service, even an error, counts as reached; only calls that got no answer count
            as failed.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
