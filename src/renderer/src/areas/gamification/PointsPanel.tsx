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
import { PointsFilter } from '@shared/areas/gamification/channels';
import type { WebhookTarget } from '@shared/areas/webhooks/channels';
import { pointTypeLabel, systemPointTypes } from '@shared/contract/gamification';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ExportNotesChoice } from '../../components/ExportNotesChoice';
import { useContractForm } from '../../data/form';
import { useActiveProfileId } from '../../data/query';
import { fieldErrors } from './form-errors';
import { formatDateTime } from '@shared/format';
import { IdListInput, MangoPicker } from '../../components/pickers';
import { useNow } from './use-now';
import { PointsQuotaLine } from './PointsQuotaLine';
import { PointsTable } from './PointsTable';
import { useExportPoints, usePoints, usePointsQuota } from './queries';
import { gamificationViews, nextSort, type PointsFilterValues } from './view-store';

/** The service's key for a point type picked by its label; a custom type is kept as typed. */
function pointTypeKey(label: string): string {
  const trimmed = label.trim();
  return systemPointTypes.find((type) => pointTypeLabel(type) === trimmed) ?? trimmed;
}

/** Collective points (deprecated, 10 calls a minute): filters, the users × types table and its CSV. */
export function PointsPanel({ mangoes }: { mangoes: readonly WebhookTarget[] | undefined }) {
  const profileId = useActiveProfileId();
  const { sort } = gamificationViews.useView(profileId);
  // The filters are checked as they change, by the channel's own rules, and kept for the next visit.
  const [initialFilter] = useState(() => gamificationViews.get(profileId).filter);
  const form = useContractForm<PointsFilterValues>(PointsFilter, {
    initialValues: initialFilter,
    initialErrors: fieldErrors(PointsFilter, initialFilter),
    validateInputOnChange: true,
    onValuesChange: (filter) => gamificationViews.update(profileId, () => ({ filter })),
  });
  const filter = form.values;
  const points = usePoints();
  const quota = usePointsQuota();
  const exportPoints = useExportPoints();
  const { refetch: refetchQuota } = quota;
  const refreshQuota = useCallback(() => void refetchQuota(), [refetchQuota]);

  const nextAllowedAt = quota.data?.nextAllowedAt;
  const now = useNow(Boolean(nextAllowedAt));
  const blocked = Boolean(nextAllowedAt && Date.parse(nextAllowedAt) > now);
  const setSort = (by: string) =>
    gamificationViews.update(profileId, (view) => ({ sort: nextSort(view.sort, by) }));

  return (
    <Stack gap="md">
      <Alert
        variant="light"
        color="yellow"
        icon={<IconAlertTriangle size={18} />}
        title="Limited to 10 loads a minute, and the service may retire it"
      >
        Each load counts as one of the 10 a minute; the export reuses the points on screen and counts nothing.
        Only members with an active subscription to a Mango with gamification turned on appear.
      </Alert>
      <Paper withBorder p="md" radius="md">
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <MangoPicker
              label="Mangoes"
              mangoes={mangoes}
              value={filter.mangoes}
              onChange={(v) => form.setFieldValue('mangoes', v)}
              error={form.errors.mangoes}
              data-testid="points-mangoes"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <IdListInput
              label="Members"
              placeholder="All members: paste user ids"
              value={filter.users}
              onChange={(v) => form.setFieldValue('users', v)}
              error={form.errors.users}
              testId="points-users"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TagsInput
              label="Point types"
              placeholder={filter.types.length ? undefined : 'All types: pick or type a custom one'}
              data={systemPointTypes.map(pointTypeLabel)}
              value={filter.types.map(pointTypeLabel)}
              onChange={(v) => form.setFieldValue('types', v.map(pointTypeKey).filter(Boolean))}
              error={form.errors.types}
              splitChars={[',']}
              clearable
              data-testid="points-types"
            />
          </Grid.Col>
        </Grid>
        <Group justify="space-between" mt="md">
          <PointsQuotaLine quota={quota.data ?? null} onFree={refreshQuota} />
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!points.data || points.data.rows.length === 0}
              onClick={() => exportPoints.run(sort)}
              loading={exportPoints.isPending}
              data-testid="points-export"
            >
              Export CSV
            </Button>
            <ExportNotesChoice testId="points-export-notes" />
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => points.load(form.getValues())}
              loading={points.isFetching}
              disabled={blocked || !form.isValid()}
              data-testid="points-load"
            >
              Load points
            </Button>
          </Group>
        </Group>
      </Paper>
      {points.appError ? (
        <ErrorAlert
          error={points.appError}
          title={points.appError.kind === 'rate_limited' ? 'Wait for the next call' : undefined}
        />
      ) : null}
      {exportPoints.appError ? (
        <ErrorAlert error={exportPoints.appError} onClose={() => exportPoints.reset()} />
      ) : null}
      {points.isFetching && !points.data ? <Skeleton height={240} radius="md" /> : null}
      {points.fetchStatus === 'idle' && points.isPending ? (
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
            {points.data.rows.length.toLocaleString()} members · fetched{' '}
            {formatDateTime(points.data.fetchedAt)}
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
