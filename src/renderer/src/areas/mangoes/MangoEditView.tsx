import { useState } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFiles } from '@tabler/icons-react';
import type { Mango } from '@shared/contract/mangoes';
import type { MangoDraft } from '@shared/areas/mangoes/domain/draft';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Screen } from '../../components/Screen';
import { MangoEditor } from './MangoEditor';
import { useFreshDraft, useMangoRead, useOpenDraftsOf } from './queries';

interface Props {
  mangoId: string;
  /** The list's cached copy, shown while (or instead of) a fresh read. */
  cached: Mango | undefined;
  /** Back to the Mango's detail (after saving or cancelling). */
  onDone: () => void;
}

function announce(draft: MangoDraft) {
  notifications.show({
    color: draft.state === 'ready' ? 'teal' : 'yellow',
    title: 'Draft saved',
    message:
      draft.state === 'ready'
        ? 'Saved on this computer. Apply it from the Drafts view; nothing was sent yet.'
        : 'Saved on this computer with problems to fix before it can be applied.',
  });
}

/**
 * "Edit as draft": a Mango has one draft per profile, so this reopens its draft (with the changes saved
 * in it) when it has one, and starts a new one from the Mango otherwise. Which of the two is decided once,
 * when the drafts list is known, so a list refresh never swaps the editor under the person's typing.
 */
export function MangoEditView({ mangoId, cached, onDone }: Props) {
  const open = useOpenDraftsOf(mangoId);
  // The name for the heading before the list's copy is known: the fresh read the editor makes anyway.
  const mangoTitle = useMangoRead(mangoId).data?.mango.title;
  const [draftId, setDraftId] = useState<string | null | undefined>(undefined);
  if (draftId === undefined && open !== undefined) setDraftId(open[0]?.id ?? null);
  const duplicates = (open?.length ?? 0) > 1;
  const done = (draft: MangoDraft) => {
    announce(draft);
    onDone();
  };
  return (
    <Screen
      testId="mango-edit"
      title={`${draftId ? 'Your draft' : 'New draft'} of “${cached?.title ?? mangoTitle ?? mangoId}”`}
      description={
        draftId
          ? 'This Mango’s saved draft, reopened with your changes. Nothing is sent until it is applied.'
          : 'Change what you need. Each changed field shows the stored value; nothing is sent until the draft is applied.'
      }
      help="mangoes"
    >
      {duplicates ? (
        <Alert color="orange" variant="light" icon={<IconFiles size={18} />} data-testid="duplicate-drafts">
          An older version of the console left {open?.length} drafts of this Mango. This is the newest one; in
          the Drafts view, keep one of them before applying, or they would overwrite each other.
        </Alert>
      ) : null}
      {draftId === undefined ? <Skeleton height={400} radius="md" /> : null}
      {draftId ? <ExistingDraft draftId={draftId} onDone={onDone} onSaved={done} /> : null}
      {draftId === null ? (
        <NewDraft mangoId={mangoId} cached={cached} onDone={onDone} onSaved={done} />
      ) : null}
    </Screen>
  );
}

function ExistingDraft({
  draftId,
  onDone,
  onSaved,
}: {
  draftId: string;
  onDone: () => void;
  onSaved: (draft: MangoDraft) => void;
}) {
  const { draft, appError } = useFreshDraft(draftId);
  if (appError) return <ErrorAlert error={appError} />;
  if (!draft) return <Skeleton height={400} radius="md" />;
  return <MangoEditor base={draft.base} draft={draft} onCancel={onDone} onSaved={onSaved} />;
}

function NewDraft({
  mangoId,
  cached,
  onDone,
  onSaved,
}: Omit<Props, 'onDone'> & { onDone: () => void; onSaved: (draft: MangoDraft) => void }) {
  const read = useMangoRead(mangoId);
  const base = read.data?.mango ?? cached;
  if (base) return <MangoEditor base={base} onCancel={onDone} onSaved={onSaved} />;
  if (read.appError) return <ErrorAlert error={read.appError} />;
  return <Skeleton height={400} radius="md" />;
}
