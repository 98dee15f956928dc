import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { KnownChapter } from '@shared/areas/courses/content-channels';
import { chapterContentKinds } from '@shared/areas/courses/content-channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useContractForm } from '../../data/form';
import { useOneAtATime } from '../../data/one-at-a-time';
import {
  ChapterForm,
  chapterDiff,
  emptyChapter,
  newChapter,
  valuesOf,
  type ChapterValues,
} from './chapter-form';
import { useCreateChapter, useUpdateChapter } from './content-queries';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';

export interface ChapterModalProps {
  courseId: string;
  moduleId: string;
  /** The chapter to edit; none: a new chapter. */
  chapter: KnownChapter | null;
  onClose: () => void;
}

/**
 * Add a chapter, or edit one: an edit shows what will change, field by field, and sends only those fields.
 */
export function ChapterModal({ courseId, moduleId, chapter, onClose }: ChapterModalProps) {
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const close = () => {
    onClose();
    opener?.focus();
  };
  const initial = chapter ? valuesOf(chapter) : emptyChapter;
  const form = useContractForm<ChapterValues>(ChapterForm, {
    initialValues: initial,
    validateInputOnBlur: ['title', 'description', 'content'],
  });
  const create = useCreateChapter();
  const update = useUpdateChapter();
  const [review, setReview] = useState(false);
  const diff = chapterDiff(initial, form.getValues());
  const guard = useDialogGuard({ onClose: close });
  const pending = create.isPending || update.isPending;
  const error = create.appError ?? update.appError;

  const done = (title: string, verb: string) => {
    notifications.show({ color: 'teal', title: `Chapter ${verb}`, message: `“${title}” was ${verb}.` });
    close();
  };

  const once = useOneAtATime();
  const submit = form.onSubmit((values) => {
    if (!chapter) {
      once((release) =>
        create.mutate(
          { courseId, moduleId, chapter: newChapter(values) },
          { onSettled: release, onSuccess: ({ known }) => done(known.title, 'added') },
        ),
      );
      return;
    }
    if (!review) {
      setReview(true);
      return;
    }
    once((release) =>
      update.mutate(
        { courseId, chapterId: chapter._id, changes: diff.request },
        { onSettled: release, onSuccess: ({ known }) => done(known.title, 'saved') },
      ),
    );
  });

  return (
    <GuardedModal
      guard={guard}
      opened
      dirty={form.isDirty()}
      what={chapter ? `the chapter “${chapter.title}”` : 'the new chapter'}
      title={chapter ? `Edit chapter “${chapter.title}”` : 'Add a chapter'}
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack gap="sm" data-testid="chapter-form">
          {review && chapter ? (
            <Stack gap="xs" data-testid="chapter-review">
              <Text size="sm">These fields will change; nothing else is sent.</Text>
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Now</Table.Th>
                    <Table.Th>After saving</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {diff.changes.map((c) => (
                    <Table.Tr key={c.field}>
                      <Table.Td>{c.field}</Table.Td>
                      <Table.Td>{c.before}</Table.Td>
                      <Table.Td>{c.after}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ) : (
            <>
              <TextInput
                label="Title"
                required
                maxLength={300}
                data-testid="chapter-title"
                {...form.getInputProps('title')}
              />
              <Textarea
                label="Description"
                required
                autosize
                minRows={2}
                data-testid="chapter-description"
                {...form.getInputProps('description')}
              />
              <Group grow align="flex-start">
                <Select
                  label="Content type"
                  placeholder="No content"
                  clearable
                  data={chapterContentKinds.map((k) => ({ value: k, label: k }))}
                  data-testid="chapter-content-type"
                  {...form.getInputProps('contentType')}
                  onChange={(value) =>
                    form.setFieldValue('contentType', (value ?? '') as ChapterValues['contentType'])
                  }
                />
                <TextInput
                  label="Content address"
                  description="A file already uploaded to TagMango"
                  placeholder="https://…"
                  data-testid="chapter-content"
                  {...form.getInputProps('content')}
                />
              </Group>
              <Checkbox
                label="Free preview (visible before purchase)"
                data-testid="chapter-free"
                {...form.getInputProps('isFree', { type: 'checkbox' })}
              />
            </>
          )}
          {chapter && diff.blocked ? (
            <Text size="sm" c="red" data-testid="chapter-blocked">
              {diff.blocked}
            </Text>
          ) : null}
          {error ? (
            <ErrorAlert
              error={error}
              title={chapter ? 'The chapter was not saved' : 'The chapter was not added'}
              onClose={() => (chapter ? update.reset() : create.reset())}
            />
          ) : null}
          <Group justify="flex-end">
            {review ? (
              <Button variant="default" onClick={() => setReview(false)} disabled={pending}>
                Back to editing
              </Button>
            ) : (
              <Button variant="default" onClick={guard.close}>
                Cancel
              </Button>
            )}
            <Button
              type="submit"
              loading={pending}
              disabled={chapter !== null && (diff.changes.length === 0 || diff.blocked !== null)}
              data-testid="chapter-submit"
            >
              {!chapter
                ? 'Add chapter'
                : review
                  ? `Save ${diff.changes.length} change${diff.changes.length === 1 ? '' : 's'}`
                  : 'Review changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
