import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconClockPause, IconLock } from '@tabler/icons-react';
import type { AppError } from '@shared/errors';

const TITLES: Partial<Record<AppError['kind'], string>> = {
  validation: 'Check the input',
  http: 'The service refused the request',
  rate_limited: 'Too many requests: paused',
  network: 'Cannot reach the service',
  offline: 'Offline',
  timeout: 'The service did not answer in time',
  cancelled: 'Cancelled',
  unexpected_response: 'The service answered in an unexpected shape',
  not_found: 'Not found',
  conflict: 'Conflict',
  keychain_unavailable: 'Keychain unavailable',
  storage: 'Could not save',
};

function iconFor(kind: AppError['kind']) {
  if (kind === 'network' || kind === 'offline' || kind === 'timeout') return <IconCloudOff size={18} />;
  if (kind === 'rate_limited') return <IconClockPause size={18} />;
  if (kind === 'keychain_unavailable') return <IconLock size={18} />;
  return <IconAlertTriangle size={18} />;
}

/**
 * A bridge error as people read it: a title from its kind, the message as main wrote it, and the status
 * and errorCode for whoever reports it. For a write, what it did: may have reached the service (unknown:
 * a lost answer, a timeout) or changed nothing (refused: the service's definite answer). Main decides
 * which (src/main/api/answer-outcome.ts); nothing here guesses from the status.
 */
export function ErrorAlert({
  error,
  title,
  onClose,
}: {
  error: AppError;
  title?: string;
  onClose?: () => void;
}) {
  const code = [error.status, error.errorCode].filter((part) => part !== undefined).join(' ');
  return (
    <Alert
      color={error.kind === 'cancelled' ? 'gray' : 'red'}
      variant="light"
      icon={iconFor(error.kind)}
      title={title ?? TITLES[error.kind] ?? 'Something went wrong'}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      role="alert"
    >
      <Text size="sm">{error.message}</Text>
      {error.outcome === 'unknown' ? (
        <Text size="sm" mt={4} fw={500}>
          The request may have reached the service: check before sending it again.
        </Text>
      ) : error.outcome === 'refused' ? (
        <Text size="sm" mt={4}>
          Nothing was changed on the service.
        </Text>
      ) : null}
      {code ? (
        <Text size="xs" c="dimmed" mt={4}>
          {code}
        </Text>
      ) : null}
    </Alert>
  );
}
