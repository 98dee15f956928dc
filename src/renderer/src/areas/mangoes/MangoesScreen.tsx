import { useMemo, useState } from 'react';
import {
  Alert,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCloudOff, IconLemon2, IconSearch } from '@tabler/icons-react';
import type { AppError } from '@shared/errors';
import { formatRelative } from '@shared/format';
import { composeMessage } from '@shared/messages';
import { mangoTypes } from '@shared/contract/mangoes';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RefreshButton } from '../../components/RefreshButton';
import { Screen } from '../../components/Screen';
import { useAreaPath } from '../../data/route';
import { MangoDetailView } from './MangoDetailView';
import { MangoEditView } from './MangoEditView';
import { MangoTable } from './MangoTable';
import { useDrafts, useMangoList, useRefreshOnOpen } from './queries';
import { filterMangoes, noMangoFilters, openDraftCounts, type MangoFilters } from './view';

/**
 * Mangoes: the cached list (works offline), each Mango's detail and its draft editor. Each has its own
 * address (`#/mangoes`, `#/mangoes/mango/<id>`, `#/mangoes/mango/<id>/draft`), so Back, Forward and a
 * reload keep the place; the filters are this screen's own state.
 */
export function MangoesScreen() {
  const listQuery = useMangoList();
  const list = listQuery.data;
  const drafts = useDrafts().data;
  const [path, go] = useAreaPath('mangoes');
  const [filters, setFilters] = useState<MangoFilters>(noMangoFilters);
  const filter = (patch: Partial<MangoFilters>) => setFilters((f) => ({ ...f, ...patch }));
  // Refreshed from the service on opening and when the profiles change (then back to the list).
  const refresh = useRefreshOnOpen(() => go([]));

  const draftCounts = useMemo(() => openDraftCounts(drafts ?? []), [drafts]);
  const rows = useMemo(() => filterMangoes(list?.mangoes ?? [], filters), [list, filters]);

  const mangoId = path[0] === 'mango' ? path[1] : undefined;
  const cached = list?.mangoes.find((m) => m.mango._id === mangoId)?.mango;
  if (mangoId && path[2] === 'draft')
    return <MangoEditView mangoId={mangoId} cached={cached} onDone={() => go(['mango', mangoId])} />;
  if (mangoId)
    return (
      <MangoDetailView
        mangoId={mangoId}
        cached={cached}
        onBack={() => go([])}
        onEdit={() => go(['mango', mangoId, 'draft'])}
      />
    );

  const nothingCached = !list?.refreshedAt && (list?.mangoes.length ?? 0) === 0;
  const unreachable = refresh.appError;
  return (
    <Screen
      testId="mangoes-screen"
      title="Mangoes"
      description={
        <span data-testid="refreshed-at">
          {list?.refreshedAt
            ? `What the business sells. Last read from the service ${formatRelative(list.refreshedAt)}.`
            : 'What the business sells. Nothing has been read from the service yet.'}
        </span>
      }
      help="mangoes"
      actions={
        <RefreshButton
          variant="filled"
          onClick={() => refresh.mutate({})}
          loading={refresh.isPending}
          data-testid="refresh-mangoes"
        />
      }
    >
      {unreachable && !nothingCached ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconCloudOff size={18} />}
          title={`Could not reach the service: showing the list kept on this computer, read ${list?.refreshedAt ? formatRelative(list.refreshedAt) : 'earlier'}`}
          data-testid="refresh-error"
        >
          {composeMessage({
            cause: unreachable.message,
            advice: [
              'Changes made on the service since then are not shown.',
              'You can still open these Mangoes and draft changes; apply them once the service can be reached.',
            ],
          })}
        </Alert>
      ) : null}
      {listQuery.appError ? <ErrorAlert error={listQuery.appError} /> : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          placeholder="Search by title"
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(e) => filter({ search: e.currentTarget.value })}
          w={260}
          aria-label="Search by title"
        />
        <Select
          placeholder="Any type"
          data={mangoTypes.map((t) => ({ value: t, label: t }))}
          value={filters.type}
          onChange={(type) => filter({ type })}
          clearable
          w={160}
          aria-label="Type"
        />
        <SegmentedControl
          value={filters.hidden}
          onChange={(hidden) => filter({ hidden: hidden as MangoFilters['hidden'] })}
          data={[
            { value: 'all', label: 'All' },
            { value: 'visible', label: 'Visible' },
            { value: 'hidden', label: 'Hidden' },
          ]}
          aria-label="Hidden"
        />
        <Switch
          label="Show deleted"
          checked={filters.showDeleted}
          onChange={(e) => filter({ showDeleted: e.currentTarget.checked })}
          mb={8}
        />
      </Group>
      {listQuery.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : rows.length > 0 ? (
        <Paper withBorder radius="md">
          <MangoTable rows={rows} draftCounts={draftCounts} onOpen={(id) => go(['mango', id])} />
        </Paper>
      ) : (
        <EmptyList
          filtered={Boolean(list?.mangoes.length)}
          unreachable={nothingCached ? unreachable : null}
        />
      )}
    </Screen>
  );
}

/**
 * No row to show, and the one true reason: the filters hide every Mango, or nothing was ever read (with
 * the service unreachable: why, and what to do).
 */
function EmptyList({ filtered, unreachable }: { filtered: boolean; unreachable: AppError | null }) {
  const [title, hint] = filtered
    ? ['No Mango matches these filters', 'Clear the search or the filters to see every Mango.']
    : unreachable
      ? [
          'The service cannot be reached, and no Mangoes are kept on this computer yet',
          // The cause may already say to check the address and network: the composer says it once.
          composeMessage({
            cause: unreachable.message,
            advice: [
              'Check the profile’s base URL in Profiles and your network connection, then choose Refresh.',
              'Once the list is read, it is kept here and works offline.',
            ],
          }),
        ]
      : [
          'No Mangoes yet',
          'Choose Refresh to read the list from the service; it is then kept on this computer for offline use.',
        ];
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      style={{ borderStyle: 'dashed' }}
      data-testid="mangoes-empty"
      data-reason={filtered ? 'filtered' : unreachable ? 'unreachable' : 'none'}
    >
      <Stack align="center" gap={6}>
        {unreachable ? (
          <IconCloudOff size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
        ) : (
          <IconLemon2 size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
        )}
        <Text fw={500} ta="center">
          {title}
        </Text>
        <Text size="sm" c="dimmed" ta="center" maw={460}>
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}
