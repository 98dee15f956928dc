import { Alert, Button, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useContractForm } from '../../data/form';
import { ModuleForm, type ModuleValues } from './module-form';
import { useCreateModule } from './queries';
import { useUnsavedChanges } from '../../data/unsaved-changes';

function NotFoundHelp() {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title="This course cannot take modules"
      data-testid="course-not-found"
    >
      The service answered 404 COURSE_NOT_FOUND: the course does not exist, was deleted, or belongs to another
      creator. Nothing was created. Reload the course list and pick a course you own.
    </Alert>
  );
}

/** Title, description and cover image of a new module (a section) of the selected course. */
export function CreateModuleForm({ courseId }: { courseId: string | null }) {
  const createModule = useCreateModule();
  const error = createModule.appError;
  const form = useContractForm<ModuleValues>(ModuleForm, {
    initialValues: { title: '', description: '', coverImage: '' },
    validateInputOnBlur: ['title'],
    validateInputOnChange: ['coverImage'],
  });
  useUnsavedChanges(form.isDirty(), 'the new module');

  const submit = form.onSubmit((values) => {
    if (!courseId) return;
    const title = values.title.trim();
    const description = values.description.trim();
    const coverImage = values.coverImage.trim();
    createModule.mutate(
      {
        courseId,
        title,
        ...(description ? { description } : {}),
        ...(coverImage ? { coverImage } : {}),
      },
      {
        onSuccess: ({ module, plan }) => {
          const needs = plan.needsDripUpdate;
          notifications.show({
            color: needs ? 'orange' : 'teal',
            title: needs ? 'Module created: visible to learners now' : 'Module created',
            message: needs
              ? 'This course drips: schedule the new module with a drip update listing every module.'
              : `“${module.title ?? title}” was added at the end of the course.`,
          });
          form.reset();
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="md" data-testid="module-form">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            New module
          </Title>
          <Text size="sm" c="dimmed">
            Adds a section at the end of the course. The service describes name, description and cover image
            as required, so fill all three.
          </Text>
          <TextInput
            label="Title"
            required
            placeholder="A clear title, e.g. Week 6: Review"
            maxLength={300}
            data-testid="module-title"
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            data-testid="module-description"
            {...form.getInputProps('description')}
          />
          <TextInput
            label="Cover image URL"
            placeholder="https://…"
            data-testid="module-cover"
            {...form.getInputProps('coverImage')}
          />
          {error?.errorCode === 'COURSE_NOT_FOUND' ? <NotFoundHelp /> : null}
          {error && error.errorCode !== 'COURSE_NOT_FOUND' ? (
            <ErrorAlert
              error={error}
              title="The module was not created"
              onClose={() => createModule.reset()}
            />
          ) : null}
          <Button
            type="submit"
            loading={createModule.isPending}
            disabled={!courseId}
            leftSection={<IconPlus size={16} />}
            data-testid="module-create"
          >
            Create module
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
