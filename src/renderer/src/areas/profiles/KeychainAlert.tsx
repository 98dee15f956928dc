import { Alert } from '@mantine/core';
import { IconLockExclamation } from '@tabler/icons-react';
import type { KeychainState } from '@shared/profile';

/** Said plainly and early: without a keychain no secret is saved (never in a file instead). */
export function KeychainAlert({ keychain }: { keychain: KeychainState | null }) {
  if (!keychain || keychain.available) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLockExclamation size={20} />}
      title="The OS keychain is unavailable: tokens and API keys cannot be saved"
      data-testid="keychain-alert"
    >
      {keychain.message ?? 'Start or unlock the keychain, then reload the console.'}
    </Alert>
  );
}
