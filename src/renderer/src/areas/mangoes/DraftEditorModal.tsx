import { Modal, Skeleton, Text } from '@mantine/core';
import { ErrorAlert } from '../../components/ErrorAlert';
import { MangoEditor } from './MangoEditor';
import { useFreshDraft } from './queries';

/** A stored draft opened from the Drafts view, in the same editor the Mangoes screen uses. */
export function DraftEditorModal({ draftId, onClose }: { draftId: string | null; onClose: () => void }) {
  return (
    <Modal opened={draftId !== null} onClose={onClose} fullScreen title="Edit draft">
      {draftId ? <DraftEditorBody key={draftId} draftId={draftId} onClose={onClose} /> : null}
    </Modal>
  );
}

/** Mounted per draft (keyed), so nothing of the previous draft lingers. */
function DraftEditorBody({ draftId, onClose }: { draftId: string; onClose: () => void }) {
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
      {draft ? <MangoEditor base={draft.base} draft={draft} onCancel={onClose} onSaved={onClose} /> : null}
    </>
  );
}
