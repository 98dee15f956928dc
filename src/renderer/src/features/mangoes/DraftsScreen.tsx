import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconChecklist, IconFileDiff, IconHistory, IconSend } from '@tabler/icons-react';
import { useStore } from 'zustand';
import type { DraftSummary } from '@shared/channels/mangoes';
import { draftStates } from '@shared/domain/mango/draft';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ScreenHeader } from '../../components/ScreenHeader';
import { ApplyConfirmModal } from './ApplyConfirmModal';
import { ConflictModal } from './ConflictModal';
import { DraftEditorModal } from './DraftEditorModal';
import { canApply, DraftsTable } from './DraftsTable';
import { HistoryTable } from './HistoryTable';
import { MangoesHelp } from './MangoesHelp';
import { createMangoesStore } from './mangoes-store';
import { stateColors, stateLabels } from './format';

// 20 rows a page: each row is a handful of Mantine components, and the view must open in under 300 ms with 500 drafts.
const PAGE = 20;

/** Drafts: every saved plan with its state, applied together when online; and the history of applied ones. */
export function DraftsScreen() {
  const api = useApi();
  const [store] = useState(() => createMangoesStore(api));
  const { drafts, draftsStatus, draftsError, history, applying, lastResults, applyError } = useStore(store);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState('open');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [resolving, setResolving] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => {
    void store.getState().loadDrafts();
    void store.getState().loadHistory();
    const off = api.on('drafts.changed', () => void store.getState().loadDrafts());
    const offProfiles = api.on('profiles.changed', () => {
      setSelected(new Set());
      void store.getState().loadDrafts();
      void store.getState().loadHistory();
    });
    return () => {
      off();
      offProfiles();
    };
  }, [api, store]);

  const counts = useMemo(() => {
    const c = new Map<string, number>();
    for (const d of drafts ?? []) c.set(d.state, (c.get(d.state) ?? 0) + 1);
    return c;
  }, [drafts]);
  const shown = useMemo(
    () =>
      (drafts ?? []).filter((d) =>
        filter === 'open' ? d.state !== 'applied' : filter === 'all' || d.state === filter,
      ),
    [drafts, filter],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const pageRows = shown.slice((Math.min(page, pages) - 1) * PAGE, Math.min(page, pages) * PAGE);
  const chosen = (drafts ?? []).filter((d) => selected.has(d.id) && canApply(d));

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (ids: string[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const remove = async (d: DraftSummary) => {
    await store.getState().remove(d.id);
    setSelected((s) => new Set([...s].filter((id) => id !== d.id)));
  };
  const confirm = async () => {
    await store.getState().apply(chosen.map((d) => d.id));
    setConfirming(false);
    setSelected(new Set());
  };

  return (
    <Stack gap="md" data-testid="drafts-screen">
      <ScreenHeader
        title="Drafts"
        description="Saved plans of Mango changes. They stay on this computer and are applied together when the service is reachable."
        help={<MangoesHelp />}
        actions={
          <Button
            leftSection={<IconSend size={16} />}
            disabled={chosen.length === 0}
            onClick={() => setConfirming(true)}
            data-testid="apply-selected"
          >
            Apply selected{chosen.length ? ` (${chosen.length})` : ''}
          </Button>
        }
      />
      {applyError ? (
        <ErrorAlert error={applyError} onClose={() => store.getState().dismissResults()} />
      ) : null}
      {lastResults ? (
        <Alert
          color={lastResults.every((r) => r.state === 'applied') ? 'teal' : 'yellow'}
          variant="light"
          icon={<IconChecklist size={18} />}
          title={`${lastResults.filter((r) => r.state === 'applied').length} of ${lastResults.length} applied`}
          withCloseButton
          onClose={() => store.getState().dismissResults()}
          data-testid="apply-results"
        >
          <Stack gap={2}>
            {lastResults.map((r) => (
              <Text key={r.draftId} size="sm">
                <Badge size="xs" color={stateColors[r.state]} variant="light" mr={6}>
                  {stateLabels[r.state]}
                </Badge>
                {(drafts ?? []).find((d) => d.id === r.draftId)?.title ?? r.draftId}: {r.message}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Tabs defaultValue="drafts" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="drafts" leftSection={<IconFileDiff size={16} />}>
            Drafts
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} />} data-testid="history-tab">
            History
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="drafts">
          <Stack gap="md">
            <SegmentedControl
              w="fit-content"
              value={filter}
              onChange={(v) => {
                setFilter(v);
                setPage(1);
              }}
              data={[
                { value: 'open', label: `Open (${(drafts ?? []).length - (counts.get('applied') ?? 0)})` },
                ...draftStates
                  .filter((s) => counts.get(s))
                  .map((s) => ({ value: s, label: `${stateLabels[s]} (${counts.get(s)})` })),
                { value: 'all', label: 'All' },
              ]}
            />
            {draftsError ? <ErrorAlert error={draftsError} /> : null}
            {draftsStatus === 'loading' || draftsStatus === 'idle' ? (
              <Skeleton height={240} radius="md" />
            ) : null}
            {drafts && shown.length > 0 ? (
              <Paper withBorder radius="md">
                <DraftsTable
                  drafts={pageRows}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                  onOpen={(d) => setEditing(d.id)}
                  onResolve={(d) => setResolving(d.id)}
                  onDelete={(d) => void remove(d)}
                />
              </Paper>
            ) : null}
            {drafts && shown.length === 0 ? (
              <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }}>
                <Stack align="center" gap={6}>
                  <IconFileDiff size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
                  <Text fw={500}>{drafts.length ? 'No draft in this state' : 'No drafts yet'}</Text>
                  <Text size="sm" c="dimmed" ta="center" maw={440}>
                    Open a Mango and choose “Edit as draft”. Drafts work offline and are sent only when you
                    apply them here.
                  </Text>
                </Stack>
              </Paper>
            ) : null}
            {pages > 1 ? (
              <Group justify="center">
                <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
              </Group>
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history">
          {history ? <HistoryTable entries={history} /> : <Skeleton height={200} />}
        </Tabs.Panel>
      </Tabs>
      <ApplyConfirmModal
        drafts={chosen}
        opened={confirming}
        applying={applying}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
      <ConflictModal
        draftId={resolving}
        onClose={() => setResolving(null)}
        onResolved={() => {
          setResolving(null);
          void store.getState().loadDrafts();
        }}
      />
      <DraftEditorModal draftId={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
