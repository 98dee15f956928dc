import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDatabase, IconTrashX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { SandboxDataStatus } from '@shared/areas/profiles/channels';
import { useBridgeMutation, useBridgeQuery } from '../../data/query';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function keptLine(status: SandboxDataStatus | undefined): string {
  if (!status?.kept) return 'Sandbox data lasts while this console runs.';
  if (!status.generation) return 'Sandbox data is kept in the data folder across restarts.';
  return `Sandbox data is kept in the data folder across restarts; this data began ${when(status.generation.startedAt)}.`;
}

/** On the Sandbox profile's card: how its data is kept, a damaged file set aside, and "Reset sandbox data". */
export function SandboxDataSection() {
  const status = useBridgeQuery('profiles.sandboxStatus', {}, { scope: 'app' }).data;
  const [asking, setAsking] = useState(false);
  const damaged = status?.damagedFile;
  return (
    <Stack gap={6} data-testid="sandbox-data">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconDatabase size={14} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="xs" c="dimmed" data-testid="sandbox-data-kept">
          {keptLine(status)}
        </Text>
      </Group>
      <Group>
        <Button
          variant="subtle"
          color="red"
          size="compact-xs"
          leftSection={<IconTrashX size={14} />}
          onClick={() => setAsking(true)}
          data-testid="reset-sandbox"
        >
          Reset sandbox data
        </Button>
      </Group>
      {damaged ? (
        <Alert
          color="orange"
          variant="light"
          title="The kept sandbox data was damaged"
          data-testid="sandbox-damaged"
        >
          It was moved aside, not deleted, to {damaged.movedTo}. Why: {damaged.reason}. The sandbox started
          again from its demo data on {when(damaged.at)}; work recorded before then is marked as earlier
          sandbox data.
        </Alert>
      ) : null}
      <ResetSandboxModal opened={asking} onClose={() => setAsking(false)} />
    </Stack>
  );
}

/** Asks first, saying what is deleted and what the console keeps (Stripe's "delete all test data"). */
function ResetSandboxModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const reset = useBridgeMutation('profiles.resetSandbox', {
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
  const close = () => {
    reset.reset();
    onClose();
  };
  const confirm = () =>
    reset.mutate(
      { confirm: true },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: 'Sandbox data reset',
            message: 'The sandbox holds its demo data again.',
          });
          close();
        },
      },
    );
  return (
    <Modal opened={opened} onClose={close} title="Reset sandbox data" centered size="lg">
      <Stack gap="sm" data-testid="reset-sandbox-modal">
        <Text size="sm">
          This deletes everything made on the built-in sandbox and puts its demo data back:
        </Text>
        <List size="sm" spacing={2}>
          <List.Item>customers added, their subscriptions, grants and revokes</List.Item>
          <List.Item>Mango changes, posts, comments, video calls, courses and chapters</List.Item>
          <List.Item>badges, points and certificates given, feed posts and webhooks</List.Item>
        </List>
        <Text size="sm">
          Your bulk jobs, Mango drafts and activity stay in the console as records, marked “earlier sandbox
          data”: they are never sent again to the new data. Live profiles are not touched. This cannot be
          undone.
        </Text>
        {reset.appError ? (
          <Alert color="red" variant="light" title="Not reset" data-testid="reset-sandbox-error">
            {reset.appError.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={reset.isPending} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={confirm}
            loading={reset.isPending}
            disabled={reset.isPending}
            data-testid="confirm-reset-sandbox"
          >
            Delete all sandbox data
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
