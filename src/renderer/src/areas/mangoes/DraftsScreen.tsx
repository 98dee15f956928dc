import { useMemo, useState } from 'react';
import {
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
import { IconFileDiff, IconHistory, IconSend } from '@tabler/icons-react';
import type { DraftSummary } from '@shared/areas/mangoes/channels';
import { draftStates } from '@shared/areas/mangoes/domain/draft';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Screen } from '../../components/Screen';
import { ApplyConfirmModal } from './ApplyConfirmModal';
import { ConflictModal } from './ConflictModal';
import { DraftEditorModal } from './DraftEditorModal';
import { DraftsTable } from './DraftsTable';
import { HistoryTable } from './HistoryTable';
import { ApplyResults } from './ApplyResults';
import { stateLabels } from './format';
import { useAreaPath } from '../../data/route';
import {
  useApplyDrafts,
  useDeleteDraft,
  useDrafts,
  useHistory,
  useKeepDraft,
  useProfilesChanged,
} from './queries';
import { canApply, countByState, filterDrafts, openDraftCounts, pageOf, toggled, withSelected } from './view';

// 20 rows a page: each row is a handful of Mantine components, and the view must open in under 300 ms with 500 drafts.
const PAGE = 20;

/**
 * Drafts: every saved plan with its state, applied one by one or together when online; and the history of
 * applied ones. The tab, the open editor and the conflict being resolved have their own addresses
 * (`#/drafts`, `#/drafts/history`, `#/drafts/draft/<id>`, `#/drafts/conflict/<id>`), so Back and Forward
 * work; the filter, page and selection are this screen's own state.
 */
export function DraftsScreen() {
  const draftsQuery = useDrafts();
  const drafts = draftsQuery.data;
  const history = useHistory().data;
  const apply = useApplyDrafts();
  const remove = useDeleteDraft();
  const keep = useKeepDraft();
  const [path, go] = useAreaPath('drafts');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState('open');
  const [page, setPage] = useState(1);
  // The drafts the confirmation is about: the selection, or the one row whose Apply was chosen.
  const [confirming, setConfirming] = useState<string[] | null>(null);
  // Another profile's drafts are another list: nothing stays selected across a change of profiles.
  useProfilesChanged(() => setSelected(new Set()));

  const tab = path[0] === 'history' ? 'history' : 'drafts';
  const subject = path[0] === 'draft' || path[0] === 'conflict' ? (path[1] ?? null) : null;
  const counts = useMemo(() => countByState(drafts ?? []), [drafts]);
  const openCounts = useMemo(() => openDraftCounts(drafts ?? []), [drafts]);
  const applicable = (d: DraftSummary) => canApply(d) && (openCounts.get(d.mangoId) ?? 0) <= 1;
  const shown = useMemo(() => filterDrafts(drafts ?? [], filter), [drafts, filter]);
  const paged = pageOf(shown, page, PAGE);
  const chosen = (drafts ?? []).filter((d) => selected.has(d.id) && applicable(d));
  const toConfirm = (drafts ?? []).filter((d) => confirming?.includes(d.id) && applicable(d));

  const onDelete = (d: DraftSummary) => {
    remove.mutate({ draftId: d.id });
    setSelected((s) => withSelected(s, [d.id], false));
  };
  const confirm = async () => {
    await apply.mutateAsync({ draftIds: toConfirm.map((d) => d.id) }).catch(() => undefined);
    setConfirming(null);
    setSelected(new Set());
  };

  return (
    <Screen
      testId="drafts-screen"
      title="Drafts"
      description="Saved plans of Mango changes. They stay on this computer and are sent only when you apply them, one by one or together."
      help="drafts"
      actions={
        <Button
          leftSection={<IconSend size={16} />}
          disabled={chosen.length === 0}
          onClick={() => setConfirming(chosen.map((d) => d.id))}
          data-testid="apply-selected"
        >
          Apply selected{chosen.length ? ` (${chosen.length})` : ''}
        </Button>
      }
    >
      {apply.appError ? <ErrorAlert error={apply.appError} onClose={() => apply.reset()} /> : null}
      {remove.appError ? <ErrorAlert error={remove.appError} onClose={() => remove.reset()} /> : null}
      {keep.appError ? <ErrorAlert error={keep.appError} onClose={() => keep.reset()} /> : null}
      {apply.data ? (
        <ApplyResults results={apply.data.results} drafts={drafts ?? []} onClose={() => apply.reset()} />
      ) : null}
      <Tabs value={tab} onChange={(value) => go(value === 'history' ? ['history'] : [])} keepMounted={false}>
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
            {draftsQuery.appError ? <ErrorAlert error={draftsQuery.appError} /> : null}
            {draftsQuery.isPending ? <Skeleton height={240} radius="md" /> : null}
            {drafts && shown.length > 0 ? (
              <Paper withBorder radius="md">
                <DraftsTable
                  drafts={paged.rows}
                  selected={selected}
                  onToggle={(id) => setSelected((s) => toggled(s, id))}
                  onToggleAll={(ids, on) => setSelected((s) => withSelected(s, ids, on))}
                  onOpen={(d) => go(['draft', d.id])}
                  onResolve={(d) => go(['conflict', d.id])}
                  onDelete={onDelete}
                  onApply={(d) => setConfirming([d.id])}
                  onKeep={(d) => keep.mutate({ draftId: d.id })}
                  openCounts={openCounts}
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
            {paged.pages > 1 ? (
              <Group justify="center">
                <Pagination total={paged.pages} value={paged.page} onChange={setPage} />
              </Group>
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history">
          {history ? <HistoryTable entries={history} /> : <Skeleton height={200} />}
        </Tabs.Panel>
      </Tabs>
      <ApplyConfirmModal
        drafts={toConfirm}
        opened={confirming !== null}
        applying={apply.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
      <ConflictModal
        draftId={path[0] === 'conflict' ? subject : null}
        onClose={() => go([])}
        onResolved={() => go([], { replace: true })}
      />
      <DraftEditorModal draftId={path[0] === 'draft' ? subject : null} onClose={() => go([])} />
    </Screen>
  );
}
