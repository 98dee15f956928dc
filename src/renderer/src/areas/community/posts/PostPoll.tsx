import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconChartBar } from '@tabler/icons-react';
import type { ChannelPost } from '@shared/contract/community';
import { formatDateTime } from '@shared/format';
import { pollRows } from './post-format';

/** The poll with votes per option; the member's own vote is marked in a member view. */
export function PostPoll({ post }: { post: ChannelPost }) {
  const poll = post.post?.poll;
  if (!poll) return null;
  const rows = pollRows(post);
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="post-poll">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <IconChartBar size={16} />
            <Text size="sm" fw={600}>
              {poll.question ?? 'Poll'}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {post.totalPollVotes ?? 0} votes
            {poll.pollEndAt ? ` · ends ${formatDateTime(poll.pollEndAt)}` : ''}
          </Text>
        </Group>
        {rows.map((row) => (
          <div key={row.key}>
            <Group justify="space-between" gap="xs">
              <Group gap={4}>
                <Text size="sm">{row.label}</Text>
                {row.votedByMember ? (
                  <Badge size="xs" color="indigo" leftSection={<IconCheck size={10} />} tt="none">
                    Member’s vote
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed" data-testid="poll-votes">
                {row.votes} ({Math.round(row.share * 100)}%)
              </Text>
            </Group>
            <Progress value={row.share * 100} size="sm" aria-label={`${row.label}: ${row.votes} votes`} />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
