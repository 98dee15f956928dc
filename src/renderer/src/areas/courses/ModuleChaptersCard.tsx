import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CoursePlan } from '@shared/areas/courses/channels';
import { ModuleTitleFields, type KnownChapter } from '@shared/areas/courses/content-channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useContractForm } from '../../data/form';
import { useOneAtATime } from '../../data/one-at-a-time';
import { ChapterModal } from './ChapterModal';
import { useChapters, useDeleteChapter, useRenameModule } from './content-queries';
import { moduleLabel } from './drip-form';
import { UnconfirmedChapters } from './UnconfirmedChapters';

/** Confirms a delete, naming the chapter; the button is off while the delete is on its way. */
function DeleteChapterModal({
  courseId,
  chapter,
  onClose,
}: {
  courseId: string;
  chapter: KnownChapter;
  onClose: () => void;
}) {
  const remove = useDeleteChapter();
  const once = useOneAtATime();
  // Mounted only while open, so Mantine cannot return the focus on close: give it back to the opener here.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const close = () => {
    onClose();
    opener?.focus();
  };
  return (
    <Modal opened onClose={close} title="Delete this chapter?">
      <Stack gap="sm" data-testid="delete-chapter-confirm">
        <Text size="sm">
          “{chapter.title}” will be deleted for good, with its questions and answers, its assignment and every
          submission to it. Course progress is recalculated. This cannot be undone.
        </Text>
        {remove.appError ? <ErrorAlert error={remove.appError} title="The chapter was not deleted" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            Keep it
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            data-testid="delete-chapter-button"
            onClick={() =>
              once((release) =>
                remove.mutate(
                  { courseId, chapterId: chapter._id },
                  {
                    onSettled: release,
                    onSuccess: () => {
                      notifications.show({
                        color: 'teal',
                        title: 'Chapter deleted',
                        message: `“${chapter.title}” was deleted.`,
                      });
                      onClose();
                    },
                  },
                ),
              )
            }
          >
            Delete “{chapter.title}”
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RenameModule({
  courseId,
  moduleId,
  current,
}: {
  courseId: string;
  moduleId: string;
  current: string;
}) {
  const rename = useRenameModule();
  const once = useOneAtATime();
  const form = useContractForm<{ title: string }>(ModuleTitleFields, { initialValues: { title: current } });
  const submit = form.onSubmit((values) => {
    if (values.title.trim() === current) return;
    once((release) =>
      rename.mutate(
        { courseId, moduleId, title: values.title.trim() },
        {
          onSettled: release,
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              title: 'Module renamed',
              message: `Now “${values.title.trim()}”.`,
            }),
        },
      ),
    );
  });
  return (
    <form onSubmit={submit}>
      <Stack gap={6}>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Module title"
            placeholder={current ? undefined : 'Not known here: the service never returns it'}
            flex={1}
            maxLength={300}
            data-testid="module-rename-title"
            {...form.getInputProps('title')}
          />
          <Button
            type="submit"
            variant="light"
            loading={rename.isPending}
            disabled={form.getValues().title.trim() === current}
            data-testid="module-rename"
          >
            Rename
          </Button>
        </Group>
        {rename.appError ? (
          <ErrorAlert
            error={rename.appError}
            title="The module was not renamed"
            onClose={() => rename.reset()}
          />
        ) : null}
      </Stack>
    </form>
  );
}

/** One module of the course: its title, and the chapters this console added (add, edit, delete). */
export function ModuleChaptersCard({ courseId, plan }: { courseId: string; plan: CoursePlan | null }) {
  const [picked, setPicked] = useState<string | null>(null);
  const modules = plan?.modules ?? [];
  const moduleId = modules.some((m) => m._id === picked) ? picked : (modules[0]?._id ?? null);
  const index = modules.findIndex((m) => m._id === moduleId);
  const chapters = useChapters(courseId, moduleId);
  const [editing, setEditing] = useState<KnownChapter | 'new' | null>(null);
  const [deleting, setDeleting] = useState<KnownChapter | null>(null);

  return (
    <Paper withBorder radius="md" p="md" data-testid="chapters-card">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Module and chapters
        </Title>
        {!plan ? <Skeleton height={80} /> : null}
        {plan && modules.length === 0 ? (
          <Text c="dimmed">This course has no modules yet: add one first.</Text>
        ) : null}
        {plan && moduleId ? (
          <>
            <Select
              label="Module"
              data={modules.map((m, i) => ({ value: m._id, label: `${i + 1}. ${moduleLabel(plan, i)}` }))}
              value={moduleId}
              onChange={setPicked}
              allowDeselect={false}
              data-testid="chapters-module"
            />
            <RenameModule
              key={`${moduleId}:${modules[index]?.title ?? ''}`}
              courseId={courseId}
              moduleId={moduleId}
              current={modules[index]?.title ?? ''}
            />
            <Group justify="space-between">
              <Text size="sm" c="dimmed" maw={420}>
                The service lists no chapters: these are the ones added or edited from this console.
              </Text>
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setEditing('new')}
                data-testid="chapter-add"
              >
                Add chapter
              </Button>
            </Group>
            {chapters.appError ? (
              <ErrorAlert error={chapters.appError} title="The chapters could not be loaded" />
            ) : null}
            <UnconfirmedChapters courseId={courseId} moduleId={moduleId} />
            {chapters.data?.length === 0 ? <Text size="sm">No chapters added here yet.</Text> : null}
            {chapters.data?.length ? (
              <Table verticalSpacing={6}>
                <Table.Tbody>
                  {chapters.data.map((c) => (
                    <Table.Tr key={c._id} data-testid="chapter-row">
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {c.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {c.contentType ? `${c.contentType} · ` : 'no content · '}
                          {c._id}
                        </Text>
                      </Table.Td>
                      <Table.Td w={90}>
                        {c.isFree ? (
                          <Badge variant="light" tt="none">
                            free preview
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td w={80}>
                        <Group gap={4} justify="flex-end">
                          <Tooltip label={`Edit “${c.title}”`}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`Edit ${c.title}`}
                              onClick={() => setEditing(c)}
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={`Delete “${c.title}”`}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Delete ${c.title}`}
                              onClick={() => setDeleting(c)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </>
        ) : null}
      </Stack>
      {editing && moduleId ? (
        <ChapterModal
          courseId={courseId}
          moduleId={moduleId}
          chapter={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteChapterModal courseId={courseId} chapter={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </Paper>
  );
}
