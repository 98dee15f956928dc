import { useMemo, useState } from 'react';
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
import type { DraftSummary } from '@shared/channels/mangoes';
import { draftStates } from '@shared/domain/mango/draft';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Screen } from '../../components/Screen';
import { ApplyConfirmModal } from './ApplyConfirmModal';
import { ConflictModal } from './ConflictModal';
import { DraftEditorModal } from './DraftEditorModal';
import { DraftsTable } from './DraftsTable';
import { HistoryTable } from './HistoryTable';
import { MangoesHelp } from './MangoesHelp';
import { stateColors, stateLabels } from './format';
import { useApplyDrafts, useDeleteDraft, useDrafts, useHistory, useProfilesChanged } from './queries';
import { canApply, countByState, filterDrafts, pageOf, toggled, withSelected } from './view';

// 20 rows a page: each row is a handful of Mantine components, and the view must open in under 300 ms with 500 drafts.
const PAGE = 20;

/** Drafts: every saved plan with its state, applied together when online; and the history of applied ones. */
export function DraftsScreen() {
  const draftsQuery = useDrafts();
  const drafts = draftsQuery.data;
  const history = useHistory().data;
  const apply = useApplyDrafts();
  const remove = useDeleteDraft();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState('open');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [resolving, setResolving] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  // Another profile's drafts are another list: nothing stays selected across a change of profiles.
  useProfilesChanged(() => setSelected(new Set()));

  const counts = useMemo(() => countByState(drafts ?? []), [drafts]);
  const shown = useMemo(() => filterDrafts(drafts ?? [], filter), [drafts, filter]);
  const paged = pageOf(shown, page, PAGE);
  const chosen = (drafts ?? []).filter((d) => selected.has(d.id) && canApply(d));
  const lastResults = apply.data?.results ?? null;

  const onDelete = (d: DraftSummary) => {
    remove.mutate({ draftId: d.id });
    setSelected((s) => withSelected(s, [d.id], false));
  };
  const confirm = async () => {
    await apply.mutateAsync({ draftIds: chosen.map((d) => d.id) }).catch(() => undefined);
    setConfirming(false);
    setSelected(new Set());
  };

  return (
    <Screen
      testId="drafts-screen"
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
    >
      {apply.appError ? <ErrorAlert error={apply.appError} onClose={() => apply.reset()} /> : null}
      {remove.appError ? <ErrorAlert error={remove.appError} onClose={() => remove.reset()} /> : null}
      {lastResults ? (
        <Alert
          color={lastResults.every((r) => r.state === 'applied') ? 'teal' : 'yellow'}
          variant="light"
          icon={<IconChecklist size={18} />}
          title={`${lastResults.filter((r) => r.state === 'applied').length} of ${lastResults.length} applied`}
          withCloseButton
          onClose={() => apply.reset()}
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
            {draftsQuery.appError ? <ErrorAlert error={draftsQuery.appError} /> : null}
            {draftsQuery.isPending ? <Skeleton height={240} radius="md" /> : null}
            {drafts && shown.length > 0 ? (
              <Paper withBorder radius="md">
                <DraftsTable
                  drafts={paged.rows}
                  selected={selected}
                  onToggle={(id) => setSelected((s) => toggled(s, id))}
                  onToggleAll={(ids, on) => setSelected((s) => withSelected(s, ids, on))}
                  onOpen={(d) => setEditing(d.id)}
                  onResolve={(d) => setResolving(d.id)}
                  onDelete={onDelete}
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
        drafts={chosen}
        opened={confirming}
        applying={apply.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
      <ConflictModal
        draftId={resolving}
        onClose={() => setResolving(null)}
        onResolved={() => setResolving(null)}
      />
      <DraftEditorModal draftId={editing} onClose={() => setEditing(null)} />
    </Screen>
  );
}
