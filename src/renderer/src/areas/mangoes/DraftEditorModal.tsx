import { Skeleton, Text } from '@mantine/core';
import { ErrorAlert } from '../../components/ErrorAlert';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';
import { MangoEditor } from './MangoEditor';
import { useFreshDraft } from './queries';

/** A stored draft opened from the Drafts view, in the same editor the Mangoes screen uses. */
export function DraftEditorModal({ draftId, onClose }: { draftId: string | null; onClose: () => void }) {
  // The editor inside records its own unsaved input; Cancel, the X and Escape ask before dropping it.
  const guard = useDialogGuard({ onClose });
  return (
    <GuardedModal guard={guard} opened={draftId !== null} fullScreen title="Edit draft">
      {draftId ? (
        <DraftEditorBody key={draftId} draftId={draftId} onCancel={guard.close} onClose={onClose} />
      ) : null}
    </GuardedModal>
  );
}

/** Mounted per draft (keyed), so nothing of the previous draft lingers. */
function DraftEditorBody({
  draftId,
  onCancel,
  onClose,
}: {
  draftId: string;
  onCancel: () => void;
  onClose: () => void;
}) {
  const { draft, appError: error } = useFreshDraft(draftId);
  return (
    <>
      {draft ? (
        <Text fw={600} size="lg" mb="md">
          {draft.title}
        </Text>
      ) : null}
      {error ? <ErrorAlert error={error} /> : null}
      {!draft && !error ? <Skeleton height={400} /> : null}
      {draft ? <MangoEditor base={draft.base} draft={draft} onCancel={onCancel} onSaved={onClose} /> : null}
    </>
  );
}
