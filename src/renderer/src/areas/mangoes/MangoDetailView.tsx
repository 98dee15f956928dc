import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCloudOff, IconPencil } from '@tabler/icons-react';
import type { Mango } from '@shared/contract/mangoes';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RefreshButton } from '../../components/RefreshButton';
import { MangoDetail } from './MangoDetail';
import { formatRelative } from '@shared/format';
import { useMangoRead, useOpenDraftsOf } from './queries';

/** One Mango: fresh from the service when it answers, else the cached copy with the reason. */
export function MangoDetailView({
  mangoId,
  cached,
  onBack,
  onEdit,
}: {
  mangoId: string;
  cached: Mango | undefined;
  onBack: () => void;
  /** Opens the Mango's draft: its saved one when it has one, else a new one. */
  onEdit: () => void;
}) {
  const query = useMangoRead(mangoId);
  const hasDraft = (useOpenDraftsOf(mangoId)?.length ?? 0) > 0;
  const read = query.data;
  const error = query.appError;
  // Reading for the first time (or again with Reload): the last answer, if any, stays on screen meanwhile.
  const loading = query.isPending || query.isFetching;

  const mango = read?.mango ?? cached;
  const gone = error?.errorCode === 'MANGO_NOT_FOUND';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={14} />}
            onClick={onBack}
            w="fit-content"
            px={4}
          >
            All Mangoes
          </Button>
          <Group gap="xs">
            <Title order={2}>{mango?.title ?? 'Mango'}</Title>
            {mango?.type ? <Badge variant="light">{mango.type}</Badge> : null}
            {mango?.isHidden ? (
              <Badge variant="light" color="gray">
                Hidden
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" data-testid="detail-source">
            {read?.source === 'service'
              ? `Read from the service ${formatRelative(read.fetchedAt)}`
              : read
                ? `Copy kept on this computer, read ${formatRelative(read.fetchedAt)}`
                : loading
                  ? 'Reading the Mango…'
                  : 'Showing the copy from the list kept on this computer'}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <RefreshButton onClick={() => void query.refetch()} loading={loading}>
            Reload
          </RefreshButton>
          <Button
            leftSection={<IconPencil size={16} />}
            disabled={!mango || gone}
            onClick={onEdit}
            data-testid="edit-mango"
          >
            {hasDraft ? 'Open your draft' : 'Edit as draft'}
          </Button>
        </Group>
      </Group>
      {read?.offlineReason ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconCloudOff size={18} />}
          title="Offline: showing the copy kept on this computer"
        >
          {read.offlineReason} You can still draft changes; apply them when the service is reachable.
        </Alert>
      ) : null}
      {error ? (
        <ErrorAlert error={error} title={gone ? 'This Mango no longer exists on the service' : undefined} />
      ) : null}
      {mango ? <MangoDetail mango={mango} /> : loading ? <Skeleton height={400} radius="md" /> : null}
    </Stack>
  );
}
