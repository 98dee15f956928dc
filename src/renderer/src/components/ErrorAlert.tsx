import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconClockPause, IconLock } from '@tabler/icons-react';
import type { AppError } from '@shared/errors';
import { ADVICE, saysAlready } from '@shared/messages';

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

/** What a write did, unless the message already says it (main's words and these are one vocabulary). */
function outcomeLine(error: AppError): string | undefined {
  if (error.outcome === 'unknown') {
    return saysAlready(error.message, ADVICE.checkBeforeResending) ? undefined : ADVICE.checkBeforeResending;
  }
  if (error.outcome === 'refused') {
    return saysAlready(error.message, ADVICE.nothingChanged) ? undefined : ADVICE.nothingChanged;
  }
  return undefined;
}

/**
 * A bridge error as people read it: a title from its kind, the message as main wrote it, and the status
 * and errorCode for whoever reports it. For a write, what it did: may have reached the service (unknown:
 * a lost answer, a timeout) or changed nothing (refused: the service's definite answer). Main decides
 * which (src/main/platform/api/answer-outcome.ts); nothing here guesses from the status.
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
  const outcome = outcomeLine(error);
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
      {outcome ? (
        <Text size="sm" mt={4} fw={error.outcome === 'unknown' ? 500 : undefined} data-testid="error-outcome">
          {outcome}
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
