import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconEye,
  IconHeart,
  IconMessageCircle,
  IconMessages,
  IconPin,
  IconRepeat,
} from '@tabler/icons-react';
import type { FeedPost } from '@shared/contract/feed';
import { FeedPollView, MediaTile } from './FeedContent';
import { formatDateTime } from '@shared/format';
import { formatNumber } from '../../components/format';

const TYPE_LABEL: Record<string, string> = { carousal: 'carousel' };

function Count({
  icon: CountIcon,
  value,
  label,
}: {
  icon: typeof IconHeart;
  value: number | undefined;
  label: string;
}) {
  return (
    <Group gap={4} wrap="nowrap" aria-label={`${label}: ${formatNumber(value)}`}>
      <CountIcon size={15} opacity={0.7} />
      <Text size="xs">{formatNumber(value)}</Text>
    </Group>
  );
}

/** One feed post: author, type, text, its content by type, poll, repost, tags, Mangoes and counts. */
export function FeedPostCard({ post }: { post: FeedPost }) {
  const type = post.contentType ?? 'text';
  return (
    <Paper withBorder radius="md" p="md" data-testid="feed-post" data-content-type={type}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Avatar radius="xl" color="initials" name={post.creator?.name ?? '?'} />
            <div>
              <Text size="sm" fw={600}>
                {post.creator?.name || 'Unknown author'}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(post.createdAt)}
              </Text>
            </div>
          </Group>
          <Group gap={6}>
            {post.isPinned ? (
              <Badge variant="light" color="orange" leftSection={<IconPin size={12} />}>
                Pinned
              </Badge>
            ) : null}
            <Badge variant="outline" data-testid="feed-type">
              {TYPE_LABEL[type] ?? type}
            </Badge>
          </Group>
        </Group>
        {post.title ? <Text fw={600}>{post.title}</Text> : null}
        {post.caption ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {post.caption}
          </Text>
        ) : null}
        {type !== 'text' && type !== 'poll' ? <MediaTile contentType={type} url={post.contentUrl} /> : null}
        {post.poll ? <FeedPollView poll={post.poll} /> : null}
        {post.postRef ? (
          <Paper
            withBorder
            radius="md"
            p="sm"
            bg="var(--mantine-color-default-hover)"
            data-testid="feed-repost"
          >
            <Group gap={6} mb={4}>
              <IconRepeat size={14} />
              <Text size="xs" c="dimmed">
                Repost of {post.postRef.creator?.name ?? 'a post'}
              </Text>
            </Group>
            {post.postRef.title ? (
              <Text size="sm" fw={600}>
                {post.postRef.title}
              </Text>
            ) : null}
            {post.postRef.caption ? <Text size="sm">{post.postRef.caption}</Text> : null}
            {post.postRef.contentType && post.postRef.contentType !== 'text' ? (
              <MediaTile contentType={post.postRef.contentType} url={post.postRef.contentUrl} />
            ) : null}
            <Group gap="md" mt={6}>
              <Count icon={IconHeart} value={post.postRef.likeCount} label="Likes" />
              <Count icon={IconMessageCircle} value={post.postRef.commentCount} label="Comments" />
            </Group>
          </Paper>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6}>
            {(post.tags ?? []).map((tag, i) => (
              <Badge key={`${tag.tagName}-${i}`} variant="dot" color="grape" data-testid="feed-tag">
                #{tag.tagName}
              </Badge>
            ))}
            {(post.mangoes ?? []).map((m) => (
              <Badge key={m._id} variant="light" color="gray">
                {m.title ?? m._id}
              </Badge>
            ))}
          </Group>
          <Group gap="md">
            <Count icon={IconHeart} value={post.likeCount} label="Likes" />
            <Count icon={IconMessageCircle} value={post.commentCount} label="Comments" />
            <Count icon={IconMessages} value={post.replyCount} label="Replies" />
            <Count icon={IconEye} value={post.views} label="Views" />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
