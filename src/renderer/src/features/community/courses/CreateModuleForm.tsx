import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { CoursesState } from './courses-store';

const URL_PATTERN = /^https?:\/\/\S+$/i;

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
export function CreateModuleForm({
  createModule,
  disabled,
}: {
  createModule: CoursesState['createModule'];
  disabled: boolean;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [cover, setCover] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const blank = title.trim() === '';
  const badCover = cover.trim() !== '' && !URL_PATTERN.test(cover.trim());

  const submit = async () => {
    setTouched(true);
    if (blank || badCover) return;
    setBusy(true);
    setError(null);
    const result = await createModule({
      title: title.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(cover.trim() ? { coverImage: cover.trim() } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setTitle('');
    setDescription('');
    setCover('');
    setTouched(false);
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="module-form">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={4}>New module</Title>
          <Text size="sm" c="dimmed">
            Adds a section at the end of the course. The service describes name, description and cover image
            as required, so fill all three.
          </Text>
          <TextInput
            label="Title"
            required
            placeholder="A clear title, e.g. Week 6: Review"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && blank ? 'Give the module a clear title' : null}
            maxLength={300}
            data-testid="module-title"
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            data-testid="module-description"
          />
          <TextInput
            label="Cover image URL"
            placeholder="https://…"
            value={cover}
            onChange={(e) => setCover(e.currentTarget.value)}
            error={badCover ? 'Use a full http(s):// address' : null}
            data-testid="module-cover"
          />
          {error?.errorCode === 'COURSE_NOT_FOUND' ? <NotFoundHelp /> : null}
          {error && error.errorCode !== 'COURSE_NOT_FOUND' ? (
            <ErrorAlert error={error} title="The module was not created" onClose={() => setError(null)} />
          ) : null}
          <Button
            type="submit"
            loading={busy}
            disabled={disabled}
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
