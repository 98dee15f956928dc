import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
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
import { IconCloudOff, IconLemon2, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useStore } from 'zustand';
import type { Mango } from '@shared/contract/mangoes';
import { mangoTypes } from '@shared/contract/mangoes';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ScreenHeader } from '../../components/ScreenHeader';
import { MangoDetailView } from './MangoDetailView';
import { MangoEditor } from './MangoEditor';
import { MangoesHelp } from './MangoesHelp';
import { MangoTable } from './MangoTable';
import { createMangoesStore } from './mangoes-store';
import { relativeTime } from './format';

type View =
  { mode: 'list' } | { mode: 'detail'; mangoId: string } | { mode: 'edit'; mangoId: string; base: Mango };

/** Mangoes: the cached list (works offline), each Mango's detail, and the draft editor. */
export function MangoesScreen() {
  const api = useApi();
  const [store] = useState(() => createMangoesStore(api));
  const { list, listStatus, listError, refreshing, refreshError, drafts } = useStore(store);
  const [view, setView] = useState<View>({ mode: 'list' });
  const [search, setSearch] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [hidden, setHidden] = useState('all');
  const [showDeleted, setShowDeleted] = useState(false);

  useEffect(() => {
    const state = store.getState();
    void state.loadList().then(() => store.getState().refresh());
    void state.loadDrafts();
    const offDrafts = api.on('drafts.changed', () => void store.getState().loadDrafts());
    const offCache = api.on('mangoes.cacheUpdated', () => void store.getState().loadList());
    const offProfiles = api.on('profiles.changed', () => {
      setView({ mode: 'list' });
      void store
        .getState()
        .loadList()
        .then(() => store.getState().refresh());
      void store.getState().loadDrafts();
    });
    return () => {
      offDrafts();
      offCache();
      offProfiles();
    };
  }, [api, store]);

  const draftCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const d of drafts ?? [])
      if (d.state !== 'applied') counts.set(d.mangoId, (counts.get(d.mangoId) ?? 0) + 1);
    return counts;
  }, [drafts]);

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (list?.mangoes ?? []).filter(({ mango, gone }) => {
      if (needle && !(mango.title ?? '').toLowerCase().includes(needle)) return false;
      if (type && mango.type !== type) return false;
      if (hidden === 'hidden' && !mango.isHidden) return false;
      if (hidden === 'visible' && mango.isHidden) return false;
      return showDeleted ? true : !(gone || mango.isDeleted);
    });
  }, [list, search, type, hidden, showDeleted]);

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
      <Stack gap="md">
        <ScreenHeader
          title={`Draft: ${view.base.title ?? 'Mango'}`}
          description="Change what you need. Each changed field shows the stored value; nothing is sent until the draft is applied."
          help={<MangoesHelp />}
        />
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
      </Stack>
    );

  return (
    <Stack gap="md" data-testid="mangoes-screen">
      <ScreenHeader
        title="Mangoes"
        description={
          <span data-testid="refreshed-at">
            What the business sells. Last refreshed {relativeTime(list?.refreshedAt)}
            {list?.refreshedAt ? '' : ' (nothing cached yet)'}.
          </span>
        }
        help={<MangoesHelp />}
        actions={
          <Button
            leftSection={<IconRefresh size={16} />}
            onClick={() => void store.getState().refresh()}
            loading={refreshing}
            data-testid="refresh-mangoes"
          >
            Refresh
          </Button>
        }
      />
      {refreshError ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconCloudOff size={18} />}
          title="Could not refresh: showing the cached list"
          data-testid="refresh-error"
        >
          {refreshError.message} Drafts can still be made from cached Mangoes.
        </Alert>
      ) : null}
      {listError ? <ErrorAlert error={listError} /> : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          placeholder="Search by title"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={260}
          aria-label="Search by title"
        />
        <Select
          placeholder="Any type"
          data={mangoTypes.map((t) => ({ value: t, label: t }))}
          value={type}
          onChange={setType}
          clearable
          w={160}
          aria-label="Type"
        />
        <SegmentedControl
          value={hidden}
          onChange={setHidden}
          data={[
            { value: 'all', label: 'All' },
            { value: 'visible', label: 'Visible' },
            { value: 'hidden', label: 'Hidden' },
          ]}
          aria-label="Hidden"
        />
        <Switch
          label="Show deleted"
          checked={showDeleted}
          onChange={(e) => setShowDeleted(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {listStatus === 'loading' || listStatus === 'idle' ? (
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
    </Stack>
  );
}
