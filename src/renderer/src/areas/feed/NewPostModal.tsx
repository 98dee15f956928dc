import '@mantine/dates/styles.css';
import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { NewFeedPost } from '@shared/areas/feed/channels';
import { newPostContentTypes } from '@shared/contract/feed';
import { formatDateTimeZoned } from '@shared/format';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useOneAtATime } from '../../data/one-at-a-time';
import { MangoPicker } from '../../components/pickers';
import { useTargets } from '../../data/targets-and-names';
import { postRequest, type PostValues } from './new-post';
import { useCreatePost } from './queries';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';

const TYPE_LABELS = { text: 'Text', image: 'Image', video: 'Video' } as const;

/**
 * "New post": fill in, preview, confirm. The draft's request key is made when the dialog opens and kept
 * across retries, so however often Publish is pressed, main sends the post once.
 */
export function NewPostModal({ onClose }: { onClose: () => void }) {
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const close = () => {
    onClose();
    opener?.focus();
  };
  const [requestKey] = useState(() => crypto.randomUUID());
  const [previewing, setPreviewing] = useState(false);
  const targets = useTargets();
  const mangoes = targets.data?.mangoes;
  const create = useCreatePost();
  const once = useOneAtATime();
  // Checked with the channel's own schema on Preview (the form holds a Date and blank text; the request not).
  const form = useForm<PostValues>({
    mode: 'controlled',
    initialValues: {
      mangoes: [],
      excludeMangoes: [],
      contentType: 'text',
      caption: '',
      contentUrl: '',
      scheduleTime: null,
    },
  });
  const values = form.getValues();
  const guard = useDialogGuard({ onClose: close });
  const titleOf = (id: string) => mangoes?.find((m) => m._id === id)?.title ?? id;

  const preview = () => {
    const check = NewFeedPost.safeParse(postRequest(values));
    form.clearErrors();
    if (!check.success) {
      for (const issue of check.error.issues) form.setFieldError(issue.path.join('.'), issue.message);
      return;
    }
    setPreviewing(true);
  };

  const publish = () => {
    once((release) =>
      create.mutate(
        { requestKey, post: postRequest(values) },
        {
          onSettled: release,
          onSuccess: ({ post, repeated }) => {
            notifications.show({
              color: 'teal',
              title: post.scheduleTime ? 'Post scheduled' : 'Post published',
              message: repeated
                ? 'This draft was already sent: the post exists once.'
                : post.scheduleTime
                  ? `It appears in the feed at ${formatDateTimeZoned(post.scheduleTime)}.`
                  : 'It is in the feed of the Mangoes you picked.',
            });
            close();
          },
        },
      ),
    );
  };

  return (
    <GuardedModal
      guard={guard}
      opened
      dirty={form.isDirty()}
      what="the new feed post"
      title={previewing ? 'Check and publish' : 'New post'}
      size="lg"
    >
      <Stack gap="sm" data-testid="new-post">
        {previewing ? (
          <>
            <Text size="sm">This is what will be posted. Publishing cannot be undone from this console.</Text>
            <Paper withBorder p="md" radius="md" data-testid="post-preview">
              <Stack gap={6}>
                <Group gap={6}>
                  <Badge variant="light" tt="none">
                    {TYPE_LABELS[values.contentType]}
                  </Badge>
                  {values.mangoes.map((id) => (
                    <Badge key={id} variant="outline" color="orange" tt="none">
                      {titleOf(id)}
                    </Badge>
                  ))}
                </Group>
                {values.caption.trim() ? (
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{values.caption.trim()}</Text>
                ) : null}
                {values.contentType !== 'text' ? (
                  <Text size="sm" c="dimmed">
                    File: {values.contentUrl.trim()}
                  </Text>
                ) : null}
                {values.excludeMangoes.length ? (
                  <Text size="sm">
                    Hidden from members of: {values.excludeMangoes.map(titleOf).join(', ')}
                  </Text>
                ) : null}
                <Text size="sm" c="dimmed">
                  {values.scheduleTime
                    ? `Scheduled: hidden from the feed until ${formatDateTimeZoned(values.scheduleTime.toISOString())}`
                    : 'Published at once'}
                </Text>
              </Stack>
            </Paper>
          </>
        ) : (
          <>
            <MangoPicker
              label="Post to"
              required
              mangoes={mangoes}
              placeholder={mangoes ? 'Pick Mangoes' : 'Loading Mangoes…'}
              data-testid="post-mangoes"
              {...form.getInputProps('mangoes')}
            />
            <SegmentedControl
              data={newPostContentTypes.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              data-testid="post-type"
              {...form.getInputProps('contentType')}
            />
            <Textarea
              label="Caption"
              required={values.contentType === 'text'}
              autosize
              minRows={3}
              maxLength={5000}
              data-testid="post-caption"
              {...form.getInputProps('caption')}
            />
            {values.contentType !== 'text' ? (
              <TextInput
                label={`${TYPE_LABELS[values.contentType]} address`}
                description="A file already uploaded to TagMango (its https:// address)"
                required
                data-testid="post-url"
                {...form.getInputProps('contentUrl')}
              />
            ) : null}
            <MangoPicker
              label="Hide from members of (optional)"
              mangoes={mangoes}
              placeholder="No exclusions"
              {...form.getInputProps('excludeMangoes')}
            />
            <DateTimePicker
              label="Schedule (optional)"
              description="Leave empty to publish at once"
              clearable
              minDate={new Date()}
              data-testid="post-schedule"
              value={values.scheduleTime}
              onChange={(value) => form.setFieldValue('scheduleTime', value ? new Date(value) : null)}
              error={form.errors['scheduleTime']}
            />
          </>
        )}
        {targets.appError ? (
          <ErrorAlert error={targets.appError} title="The Mangoes could not be loaded" />
        ) : null}
        {create.appError ? (
          <ErrorAlert
            error={create.appError}
            title="The post was not published"
            onClose={() => create.reset()}
          />
        ) : null}
        <Group justify="flex-end">
          {previewing ? (
            <Button variant="default" onClick={() => setPreviewing(false)} disabled={create.isPending}>
              Back to editing
            </Button>
          ) : (
            <Button variant="default" onClick={guard.close}>
              Cancel
            </Button>
          )}
          {previewing ? (
            <Button onClick={publish} loading={create.isPending} data-testid="post-publish">
              {values.scheduleTime ? 'Schedule post' : 'Publish post'}
            </Button>
          ) : (
            <Button onClick={preview} data-testid="post-preview-button">
              Preview
            </Button>
          )}
        </Group>
      </Stack>
    </GuardedModal>
  );
}
