import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet, IconPhoto, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useStore } from 'zustand';
import { formatInstantIst } from '@shared/domain/analytics';
import type { AppError } from '@shared/errors';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ScreenHeader } from '../../components/ScreenHeader';
import { createAnalyticsStore, effectiveGrouping } from './analytics-store';
import { buildActivityView, channelsLabel } from './activity-view';
import { AnalyticsHelp } from './AnalyticsHelp';
import { ChartCard } from './ChartCard';
import { darkPalette, lightPalette } from './chart-palette';
import { exportCsv } from './export-csv';
import { ExportImageModal } from './ExportImageModal';
import { QueryForm } from './QueryForm';
import { SummaryCards } from './SummaryCards';

/** The service refused because the creator has no Community (main says so in `details.reason`). */
function isCommunityOff(error: AppError | null): boolean {
  return (error?.details as { reason?: string } | undefined)?.reason === 'community_disabled';
}

/** Community analytics: posts, comments and likes per IST day, compared, exported, and kept for offline. */
export function AnalyticsScreen() {
  const api = useApi();
  const [store] = useState(() => createAnalyticsStore(api));
  const state = useStore(store);
  const dark = useComputedColorScheme('light') === 'dark';
  const palette = dark ? darkPalette : lightPalette;
  const [imageOpen, image] = useDisclosure(false);
  const [csvError, setCsvError] = useState<string | null>(null);

  useEffect(() => {
    void store.getState().init();
  }, [store]);

  const grouping = effectiveGrouping(state);
  const view = useMemo(
    () => (state.result ? buildActivityView(state.result, state.previous, grouping) : null),
    [state.result, state.previous, grouping],
  );
  const label = channelsLabel(state.result?.channels, state.channels);
  const loading = state.status === 'loading';

  const downloadCsv = () => {
    if (!view || !state.result) return;
    setCsvError(null);
    try {
      exportCsv(view, state.visible, label, state.result.fetchedAt);
    } catch (error) {
      setCsvError(error instanceof Error ? error.message : 'The CSV could not be made.');
    }
  };

  return (
    <Stack gap="md" data-testid="analytics-screen">
      <ScreenHeader
        title="Community analytics"
        description="Posts the creator made, and comments and likes they received, per IST day."
        help={<AnalyticsHelp />}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={loading}
              onClick={() => void state.load('refresh')}
              data-testid="analytics-refresh"
            >
              Refresh
            </Button>
            {loading ? (
              <Button variant="subtle" color="gray" onClick={state.cancel} data-testid="analytics-cancel">
                Cancel
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              disabled={!view || loading || state.visible.length === 0}
              onClick={downloadCsv}
              data-testid="analytics-export-csv"
            >
              Export CSV
            </Button>
            <Button
              leftSection={<IconPhoto size={16} />}
              disabled={!view || loading || state.visible.length === 0}
              onClick={image.open}
              data-testid="analytics-export-image"
            >
              Export image
            </Button>
          </>
        }
      />

      <QueryForm
        state={state}
        onPreset={state.setPreset}
        onRange={state.setRange}
        onChannels={state.setSelected}
      />

      {state.channelsError && !isCommunityOff(state.channelsError) ? (
        <ErrorAlert
          error={state.channelsError}
          title="The channel list could not be loaded: leave Channels empty to chart every non-archived channel"
        />
      ) : null}

      {state.status === 'error' && state.error ? (
        isCommunityOff(state.error) ? (
          <Alert color="orange" variant="light" title="Community is not enabled" role="alert">
            {state.error.message}
          </Alert>
        ) : (
          <ErrorAlert error={state.error} title="Activity could not be loaded" />
        )
      ) : null}

      {state.result ? (
        <Group gap="xs" data-testid="analytics-stamp">
          <Badge variant="light" color={state.result.source === 'cache' ? 'gray' : 'teal'}>
            Fetched {formatInstantIst(state.result.fetchedAt)}
          </Badge>
          <Text size="xs" c="dimmed">
            {state.result.source === 'cache'
              ? 'Stored copy: press Refresh to ask the service again.'
              : 'Fresh from the service.'}
          </Text>
        </Group>
      ) : null}

      {state.result?.refreshError ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconPlugConnectedX size={18} />}
          title="Showing the stored copy"
        >
          The refresh failed ({state.result.refreshError.message}). The chart shows what was fetched{' '}
          {formatInstantIst(state.result.fetchedAt)}.
        </Alert>
      ) : null}
      {state.compare && state.previousError ? (
        <ErrorAlert error={state.previousError} title="The previous period could not be loaded" />
      ) : null}
      {csvError ? (
        <ErrorAlert error={{ kind: 'validation', message: csvError }} title="CSV not saved" />
      ) : null}

      {view ? (
        <>
          <SummaryCards view={view} visible={state.visible} palette={palette} />
          <ChartCard view={view} state={state} palette={palette} />
          {view.ignoredRows > 0 ? (
            <Text size="xs" c="dimmed">
              {view.ignoredRows} row(s) of the answer had no date or a day outside the range and are not
              plotted.
            </Text>
          ) : null}
          <ExportImageModal
            opened={imageOpen}
            onClose={image.close}
            view={view}
            kind={state.chartKind}
            visible={state.visible}
            channels={label}
            fetchedAt={state.result?.fetchedAt ?? ''}
          />
        </>
      ) : state.status === 'loading' || state.status === 'idle' ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={96} radius="md" />
          <Skeleton height={420} radius="md" />
        </Stack>
      ) : null}
    </Stack>
  );
}
