import { useEffect, useState } from 'react';
import { Modal, Skeleton, Text } from '@mantine/core';
import type { MangoDraft } from '@shared/domain/mango/draft';
import type { AppError } from '@shared/errors';
import { useApi } from '../../api-context';
import { ErrorAlert } from '../../components/ErrorAlert';
import { MangoEditor } from './MangoEditor';

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
  const api = useApi();
  const [draft, setDraft] = useState<MangoDraft | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => {
    void api.drafts
      .get({ draftId })
      .then((result) => (result.ok ? setDraft(result.value) : setError(result.error)));
  }, [api, draftId]);
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
