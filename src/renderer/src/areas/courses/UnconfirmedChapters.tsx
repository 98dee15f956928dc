import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHelpHexagon } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { ObjectId } from '@shared/contract/common';
import type { UnconfirmedChapter } from '@shared/areas/courses/content-channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';
import { useOneAtATime } from '../../data/one-at-a-time';
import { useSettleChapter, useUnconfirmedChapters } from './content-queries';

/** "It was created": the person enters the id they found on the service; the chapter joins the list. */
function CreatedModal({
  courseId,
  entry,
  onClose,
}: {
  courseId: string;
  entry: UnconfirmedChapter;
  onClose: () => void;
}) {
  const settle = useSettleChapter();
  const once = useOneAtATime();
  const [id, setId] = useState('');
  const valid = ObjectId.safeParse(id.trim()).success;
  const guard = useDialogGuard({ onClose });
  const submit = () =>
    once((release) =>
      settle.mutate(
        {
          courseId,
          moduleId: entry.module,
          intentId: entry.intentId,
          settlement: { outcome: 'created', chapterId: id.trim() },
        },
        {
          onSettled: release,
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              title: 'Chapter confirmed',
              message: `“${entry.title}” is in the list now; you can edit or delete it.`,
            });
            onClose();
          },
        },
      ),
    );
  return (
    <GuardedModal
      guard={guard}
      opened
      dirty={id.trim() !== ''}
      what={`the id of “${entry.title}”`}
      title={`“${entry.title}” was created`}
    >
      <Stack gap="sm" data-testid="chapter-created-form">
        <Text size="sm">
          Enter the chapter’s id as the service shows it (24 characters, 0–9 and a–f). Nothing is sent: the
          console adds the chapter to this module’s list with what it sent.
        </Text>
        <TextInput
          label="Chapter id"
          value={id}
          onChange={(event) => setId(event.currentTarget.value)}
          error={id.trim() && !valid ? 'A chapter id is 24 characters, 0–9 and a–f' : null}
          data-testid="chapter-created-id"
        />
        {settle.appError ? <ErrorAlert error={settle.appError} title="Not confirmed" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={guard.close}>
            Cancel
          </Button>
          <Button
            disabled={!valid}
            loading={settle.isPending}
            onClick={submit}
            data-testid="chapter-created-save"
          >
            Add to the list
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}

/**
 * Chapter creates of this module whose answer was lost. The service may or may not hold each one and has
 * no chapter read, so the person checks the course on the service and says which; until then a create of
 * the same title is refused (main), so no second copy can appear.
 */
export function UnconfirmedChapters({ courseId, moduleId }: { courseId: string; moduleId: string }) {
  const entries = useUnconfirmedChapters(courseId, moduleId);
  const settle = useSettleChapter();
  const once = useOneAtATime();
  const [confirming, setConfirming] = useState<UnconfirmedChapter | null>(null);
  if (!entries.data?.length) return null;
  const discard = (entry: UnconfirmedChapter) =>
    once((release) =>
      settle.mutate(
        { courseId, moduleId, intentId: entry.intentId, settlement: { outcome: 'not_created' } },
        { onSettled: release },
      ),
    );
  return (
    <Stack gap="xs">
      {entries.data.map((entry) => (
        <Alert
          key={entry.intentId}
          color="yellow"
          icon={<IconHelpHexagon size={18} />}
          title={`Created? Not confirmed: “${entry.title}”`}
          data-testid="chapter-unconfirmed"
        >
          <Stack gap={6}>
            <Text size="sm">
              Sent {dayjs(entry.sentAt).format('D MMM YYYY, HH:mm')}; the answer never arrived, so the service
              may or may not have this chapter. Look for it in the course on the service, then say which.
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() => setConfirming(entry)}
                data-testid="chapter-was-created"
              >
                It was created…
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={settle.isPending && settle.variables?.intentId === entry.intentId}
                onClick={() => discard(entry)}
                data-testid="chapter-was-not-created"
              >
                It was not created
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
      {settle.appError && !confirming ? (
        <ErrorAlert error={settle.appError} title="Not settled" onClose={() => settle.reset()} />
      ) : null}
      {confirming ? (
        <CreatedModal courseId={courseId} entry={confirming} onClose={() => setConfirming(null)} />
      ) : null}
    </Stack>
  );
}
