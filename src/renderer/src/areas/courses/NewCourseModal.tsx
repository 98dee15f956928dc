import { useState } from 'react';
import { Button, Group, MultiSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useContractForm } from '../../data/form';
import { useOneAtATime } from '../../data/one-at-a-time';
import { useAccessOptions } from '../community/public';
import { CourseForm, type CourseValues } from './chapter-form';
import { useCreateCourse } from './content-queries';
import { DialogCancelButton, GuardedModal, useDialogGuard } from '../../components/GuardedModal';

/** A new course: title, description, the Mangoes that give access, cover image. Created unpublished. */
export function NewCourseModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const close = () => {
    onClose();
    opener?.focus();
  };
  const options = useAccessOptions();
  const createCourse = useCreateCourse();
  const once = useOneAtATime();
  const form = useContractForm<CourseValues>(CourseForm, {
    initialValues: { title: '', description: '', mangoes: [], coverImage: '' },
    validateInputOnBlur: ['title', 'coverImage'],
  });
  const guard = useDialogGuard({ onClose: close });

  const submit = form.onSubmit((values) => {
    const description = values.description.trim();
    const coverImage = values.coverImage.trim();
    once((release) =>
      createCourse.mutate(
        {
          title: values.title.trim(),
          mangoes: values.mangoes,
          ...(description ? { description } : {}),
          ...(coverImage ? { coverImage } : {}),
        },
        {
          onSettled: release,
          onSuccess: (course) => {
            notifications.show({
              color: 'teal',
              title: 'Course created',
              message: `“${course.title ?? values.title.trim()}” was created as a draft. Add modules and chapters next.`,
            });
            onCreated(course._id);
            close();
          },
        },
      ),
    );
  });

  return (
    <GuardedModal
      guard={guard}
      opened
      dirty={form.isDirty()}
      what="the new course"
      title="New course"
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack gap="sm" data-testid="new-course-form">
          <Text size="sm" c="dimmed">
            The course is created unpublished. Learners of the Mangoes you pick get it once it is published.
          </Text>
          <TextInput
            label="Title"
            required
            maxLength={300}
            data-testid="course-title"
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Description"
            description="Plain text; blank lines start a new paragraph."
            autosize
            minRows={3}
            data-testid="course-description"
            {...form.getInputProps('description')}
          />
          <MultiSelect
            label="Mangoes"
            description="Members of these Mangoes get the course."
            placeholder={options.isLoading ? 'Loading Mangoes…' : 'Pick Mangoes'}
            data={(options.data?.mangoes ?? []).map((m) => ({ value: m._id, label: m.title }))}
            searchable
            data-testid="course-mangoes"
            {...form.getInputProps('mangoes')}
          />
          <TextInput
            label="Cover image URL"
            placeholder="https://…"
            data-testid="course-cover"
            {...form.getInputProps('coverImage')}
          />
          {options.appError ? (
            <ErrorAlert error={options.appError} title="The Mangoes could not be loaded" />
          ) : null}
          {createCourse.appError ? (
            <ErrorAlert
              error={createCourse.appError}
              title="The course was not created"
              onClose={() => createCourse.reset()}
            />
          ) : null}
          <Group justify="flex-end">
            <DialogCancelButton guard={guard} />
            <Button type="submit" loading={createCourse.isPending} data-testid="course-create">
              Create course
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
