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
import { notifications } from '@mantine/notifications';
import { IconCloudOff, IconLemon2, IconSearch } from '@tabler/icons-react';
import type { Mango } from '@shared/contract/mangoes';
import { mangoTypes } from '@shared/contract/mangoes';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RefreshButton } from '../../components/RefreshButton';
import { Screen } from '../../components/Screen';
import { MangoDetailView } from './MangoDetailView';
import { MangoEditor } from './MangoEditor';
import { MangoesHelp } from './MangoesHelp';
import { MangoTable } from './MangoTable';
import { relativeTime } from './format';
import { useDrafts, useMangoList, useRefreshOnOpen } from './queries';
import { filterMangoes, noMangoFilters, openDraftCounts, type MangoFilters } from './view';

type View =
  { mode: 'list' } | { mode: 'detail'; mangoId: string } | { mode: 'edit'; mangoId: string; base: Mango };

/** Mangoes: the cached list (works offline), each Mango's detail, and the draft editor. */
export function MangoesScreen() {
  const listQuery = useMangoList();
  const list = listQuery.data;
  const drafts = useDrafts().data;
  const [view, setView] = useState<View>({ mode: 'list' });
  const [filters, setFilters] = useState<MangoFilters>(noMangoFilters);
  const filter = (patch: Partial<MangoFilters>) => setFilters((f) => ({ ...f, ...patch }));
  // Refreshed from the service on opening and when the profiles change (then back to the list).
  const refresh = useRefreshOnOpen(() => setView({ mode: 'list' }));

  const draftCounts = useMemo(() => openDraftCounts(drafts ?? []), [drafts]);
  const rows = useMemo(() => filterMangoes(list?.mangoes ?? [], filters), [list, filters]);

  if (view.mode === 'detail')
    return (
      <MangoDetailView
        mangoId={view.mangoId}
        cached={list?.mangoes.find((m) => m.mango._id === view.mangoId)?.mango}
        onBack={() => setView({ mode: 'list' })}
        onEdit={(base) => setView({ mode: 'edit', mangoId: view.mangoId, base })}
      />
    );
  if (view.mode === 'edit')
    return (
      <Screen
        title={`Draft: ${view.base.title ?? 'Mango'}`}
        description="Change what you need. Each changed field shows the stored value; nothing is sent until the draft is applied."
        help={<MangoesHelp />}
      >
        <MangoEditor
          base={view.base}
          onCancel={() => setView({ mode: 'detail', mangoId: view.mangoId })}
          onSaved={(draft) => {
            notifications.show({
              color: draft.state === 'ready' ? 'teal' : 'yellow',
              title: 'Draft saved',
              message:
                draft.state === 'ready'
                  ? 'Ready to apply from the Drafts view.'
                  : 'Saved with problems to fix before applying.',
            });
            setView({ mode: 'detail', mangoId: view.mangoId });
          }}
        />
      </Screen>
    );

  return (
    <Screen
      testId="mangoes-screen"
      title="Mangoes"
      description={
        <span data-testid="refreshed-at">
          What the business sells. Last refreshed {relativeTime(list?.refreshedAt)}
          {list?.refreshedAt ? '' : ' (nothing cached yet)'}.
        </span>
      }
      help={<MangoesHelp />}
      actions={
        <RefreshButton
          variant="filled"
          onClick={() => refresh.mutate({})}
          loading={refresh.isPending}
          data-testid="refresh-mangoes"
        />
      }
    >
      {refresh.appError ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconCloudOff size={18} />}
          title="Could not refresh: showing the cached list"
          data-testid="refresh-error"
        >
          {refresh.appError.message} Drafts can still be made from cached Mangoes.
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
          <MangoTable
            rows={rows}
            draftCounts={draftCounts}
            onOpen={(mangoId) => setView({ mode: 'detail', mangoId })}
          />
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }}>
          <Stack align="center" gap={6}>
            <IconLemon2 size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
            <Text fw={500}>
              {list?.mangoes.length ? 'No Mango matches these filters' : 'No Mangoes cached yet'}
            </Text>
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              {list?.mangoes.length
                ? 'Clear the search or the filters to see every Mango.'
                : 'Refresh while the service is reachable; the list is then kept on this computer for offline use.'}
            </Text>
          </Stack>
        </Paper>
      )}
    </Screen>
  );
}
