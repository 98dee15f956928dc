import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Text, useComputedColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet, IconPhoto, IconPlugConnectedX } from '@tabler/icons-react';
import { formatDateTimeZoned } from '@shared/format';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ExportNotesChoice } from '../../components/ExportNotesChoice';
import { RefreshButton } from '../../components/RefreshButton';
import { Screen } from '../../components/Screen';
import { buildActivityView, channelsLabel } from './activity-view';
import { ChartCard } from './ChartCard';
import { ChartPlaceholder } from './ChartPlaceholder';
import { darkPalette, lightPalette } from './chart-palette';
import { exportCsv } from './export-csv';
import { ExportImageModal } from './ExportImageModal';
import { useActivity, useAnalyticsChannels, useConnectivity, useOpenLastChart } from './queries';
import { QueryForm } from './QueryForm';
import { SummaryCards } from './SummaryCards';
import { effectiveGrouping, rangeOf, useAnalyticsView } from './view-store';

/** The service refused because the creator has no Community (main says so in `details.reason`). */
function isCommunityOff(error: AppError | null): boolean {
  return (error?.details as { reason?: string } | undefined)?.reason === 'community_disabled';
}

/** A failure whose cause is the connection: the alert's title names it (no answer, offline, too slow). */
const connectionKinds = new Set<AppError['kind']>(['network', 'offline', 'timeout']);

/** Community analytics: posts, comments and likes per IST day, compared, exported, and kept for offline. */
export function AnalyticsScreen() {
  useOpenLastChart();
  const view = useAnalyticsView();
  const channels = useAnalyticsChannels();
  const activity = useActivity();
  const { result, previous, loading } = activity;
  const connectivity = useConnectivity();
  const dark = useComputedColorScheme('light') === 'dark';
  const palette = dark ? darkPalette : lightPalette;
  const [imageOpen, image] = useDisclosure(false);
  const [csvError, setCsvError] = useState<string | null>(null);

  const grouping = effectiveGrouping({ grouping: view.grouping, range: rangeOf(view.draft) });
  const chart = useMemo(
    () => (result ? buildActivityView(result, previous, grouping, new Date()) : null),
    [result, previous, grouping],
  );
  const label = channelsLabel(result?.channels, channels.data?.channels ?? []);

  const downloadCsv = () => {
    if (!chart || !result) return;
    setCsvError(null);
    try {
      exportCsv(chart, view.visible, label, result.fetchedAt);
    } catch (error) {
      setCsvError(error instanceof Error ? error.message : 'The CSV could not be made.');
    }
  };

  return (
    <Screen
      testId="analytics-screen"
      title="Community analytics"
      description="Posts the creator made, and comments and likes they received, per IST day."
      help="analytics"
      actions={
        <>
          <RefreshButton loading={loading} onClick={activity.refresh} data-testid="analytics-refresh" />
          {loading ? (
            <Button variant="subtle" color="gray" onClick={activity.cancel} data-testid="analytics-cancel">
              Cancel
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            disabled={!chart || loading || view.visible.length === 0}
            onClick={downloadCsv}
            data-testid="analytics-export-csv"
          >
            Export CSV
          </Button>
          <ExportNotesChoice testId="analytics-export-notes" />
          <Button
            leftSection={<IconPhoto size={16} />}
            disabled={!chart || loading || view.visible.length === 0}
            onClick={image.open}
            data-testid="analytics-export-image"
          >
            Export image
          </Button>
        </>
      }
    >
      <QueryForm
        key={view.openedFor ?? 'opening'}
        draft={view.draft}
        channels={channels.data?.channels ?? []}
        onEdit={view.edit}
      />

      {channels.appError && !isCommunityOff(channels.appError) ? (
        <ErrorAlert
          error={channels.appError}
          title="The channel list could not be loaded: leave Channels empty to chart every non-archived channel"
        />
      ) : null}

      {activity.error ? (
        isCommunityOff(activity.error) ? (
          <Alert color="orange" variant="light" title="Community is not enabled" role="alert">
            {activity.error.message}
          </Alert>
        ) : (
          <ErrorAlert
            error={activity.error}
            {...(connectionKinds.has(activity.error.kind) ? {} : { title: 'Activity could not be loaded' })}
          />
        )
      ) : null}

      {result ? (
        <Group gap="xs" data-testid="analytics-stamp">
          <Badge variant="light" color={result.source === 'cache' ? 'gray' : 'teal'}>
            Fetched {formatDateTimeZoned(result.fetchedAt)}
          </Badge>
          <Text size="xs" c="dimmed">
            {result.source === 'cache'
              ? 'Stored copy: press Refresh to ask the service again.'
              : 'Fresh from the service.'}
          </Text>
        </Group>
      ) : null}

      {result?.refreshError ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconPlugConnectedX size={18} />}
          title="Showing the stored copy"
        >
          The refresh failed ({result.refreshError.message}). The chart shows what was fetched{' '}
          {formatDateTimeZoned(result.fetchedAt)}.
        </Alert>
      ) : null}
      {activity.previousError ? (
        <ErrorAlert error={activity.previousError} title="The previous period could not be loaded" />
      ) : null}
      {csvError ? (
        <ErrorAlert error={{ kind: 'validation', message: csvError }} title="CSV not saved" />
      ) : null}

      {chart ? (
        <>
          <SummaryCards view={chart} visible={view.visible} palette={palette} />
          <ChartCard view={chart} state={view} palette={palette} />
          {chart.ignoredRows > 0 ? (
            <Text size="xs" c="dimmed">
              {chart.ignoredRows} row(s) of the answer had no date or a day outside the range and are not
              plotted.
            </Text>
          ) : null}
          <ExportImageModal
            opened={imageOpen}
            onClose={image.close}
            view={chart}
            kind={view.chartKind}
            visible={view.visible}
            channels={label}
            fetchedAt={result?.fetchedAt ?? ''}
          />
        </>
      ) : !activity.error ? (
        <ChartPlaceholder loading={loading} connectivity={connectivity} />
      ) : null}
    </Screen>
  );
}
