import { useCallback, useState } from 'react';
import {
  Alert,
  Button,
  EmptyState,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { useStore } from 'zustand';
import type { WebhookTarget } from '@shared/channels/engagement';
import { systemPointTypes } from '@shared/contract/gamification';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../components/ErrorAlert';
import { saveFile } from '../../components/save-file';
import { formatDateTime, isObjectId } from './format';
import type { GamificationStore } from './gamification-store';
import { IdListInput, MangoPicker } from './pickers';
import { PointsQuotaLine } from './PointsQuotaLine';
import { PointsTable } from './PointsTable';
import { useNow } from './use-now';

/** Collective points (deprecated, 10 calls a minute): filters, the users × types table and its CSV. */
export function PointsPanel({
  store,
  mangoes,
}: {
  store: GamificationStore;
  mangoes: readonly WebhookTarget[] | undefined;
}) {
  const points = useStore(store, (s) => s.points);
  const quota = useStore(store, (s) => s.quota);
  const filter = useStore(store, (s) => s.filter);
  const sort = useStore(store, (s) => s.sort);
  const { setFilter, setSort, loadPoints, loadQuota, exportPoints } = store.getState();
  const [exportError, setExportError] = useState<AppError | null>(null);
  const refreshQuota = useCallback(() => void loadQuota(), [loadQuota]);

  const now = useNow(Boolean(quota?.nextAllowedAt));
  const blocked = Boolean(quota?.nextAllowedAt && Date.parse(quota.nextAllowedAt) > now);
  const badUsers = filter.users.some((u) => !isObjectId(u));

  const exportCsv = async () => {
    setExportError(null);
    const result = await exportPoints();
    if (result.ok) saveFile(result.value.fileName, result.value.csv);
    else setExportError(result.error);
  };

  return (
    <Stack gap="md">
      <Alert
        variant="light"
        color="yellow"
        icon={<IconAlertTriangle size={18} />}
        title="Deprecated operation, limited to 10 calls a minute"
      >
        The service marks “Get collective points” as deprecated and may remove it. Each load is one call; the
        export reuses the result on screen and costs nothing. Only members with an active subscription to a
        Mango with gamification enabled appear.
      </Alert>
      <Paper withBorder p="md" radius="md">
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <MangoPicker
              label="Mangoes"
              mangoes={mangoes}
              value={filter.mangoes}
              onChange={(v) => setFilter({ mangoes: v })}
              data-testid="points-mangoes"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <IdListInput
              label="Users"
              placeholder="All users: paste user ids"
              value={filter.users}
              onChange={(v) => setFilter({ users: v })}
              testId="points-users"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TagsInput
              label="Point types"
              placeholder={filter.types.length ? undefined : 'All types: pick or type a custom one'}
              data={[...systemPointTypes]}
              value={filter.types}
              onChange={(v) => setFilter({ types: v.map((t) => t.trim()).filter(Boolean) })}
              splitChars={[',', ' ']}
              clearable
              data-testid="points-types"
            />
          </Grid.Col>
        </Grid>
        <Group justify="space-between" mt="md">
          <PointsQuotaLine quota={quota} onFree={refreshQuota} />
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!points.data || points.data.rows.length === 0}
              onClick={() => void exportCsv()}
              data-testid="points-export"
            >
              Export CSV
            </Button>
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => void loadPoints()}
              loading={points.status === 'loading'}
              disabled={blocked || badUsers}
              data-testid="points-load"
            >
              Load points
            </Button>
          </Group>
        </Group>
      </Paper>
      {points.error ? (
        <ErrorAlert
          error={points.error}
          title={points.error.kind === 'rate_limited' ? 'Wait for the next call' : undefined}
        />
      ) : null}
      {exportError ? <ErrorAlert error={exportError} onClose={() => setExportError(null)} /> : null}
      {points.status === 'loading' && !points.data ? <Skeleton height={240} radius="md" /> : null}
      {points.status === 'idle' ? (
        <EmptyState
          icon={<IconChartBar size={28} />}
          withIndicatorBackground
          title="Choose filters, then load"
          description="Nothing is fetched until you ask: each load counts against the 10 calls a minute."
        />
      ) : null}
      {points.data ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" data-testid="points-summary">
            {points.data.rows.length.toLocaleString()} users · fetched {formatDateTime(points.data.fetchedAt)}
          </Text>
          {points.data.rows.length === 0 ? (
            <EmptyState
              title="No members match"
              description="Nobody with an active subscription to a gamified Mango matches these filters."
            />
          ) : (
            <PointsTable rows={points.data.rows} types={points.data.types} sort={sort} onSort={setSort} />
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
