import type { ReactNode } from 'react';
import {
  Avatar,
  Badge,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconEye,
  IconEyeOff,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
  IconPin,
  IconRepeat,
  IconSpeakerphone,
  IconUserMinus,
  IconUserSearch,
} from '@tabler/icons-react';
import type { ChannelPost, PostBody } from '@shared/contract/community';
import { formatDateTime } from '@shared/format';
import { PostMedia } from './PostMedia';
import { PostPoll } from './PostPoll';

export interface AuthorActions {
  onOnly: (authorId: string) => void;
  onExclude: (authorId: string) => void;
}

function Author({ body, actions }: { body: Pick<PostBody, 'postedBy'>; actions?: AuthorActions }) {
  const author = body.postedBy;
  const name = author?.name || 'Unknown member';
  const avatar = (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={author?.profilePicUrl || null} name={name} color="initials" size="sm" alt="" />
      <Text size="sm" fw={600} truncate="end">
        {name}
      </Text>
      {author?.isModerator ? (
        <Badge size="xs" variant="light" tt="none">
          Moderator
        </Badge>
      ) : null}
    </Group>
  );
  if (!actions || !author?._id) return avatar;
  const id = author._id;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        {/* Named by what it shows (the name, a Moderator badge), then what it does (WCAG 2.5.3). */}
        <UnstyledButton>
          {avatar}
          <VisuallyHidden>, filter by this member</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{id}</Menu.Label>
        <Menu.Item leftSection={<IconUserSearch size={14} />} onClick={() => actions.onOnly(id)}>
          Only posts by {name}
        </Menu.Item>
        <Menu.Item leftSection={<IconUserMinus size={14} />} onClick={() => actions.onExclude(id)}>
          Hide posts by {name}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function Shoutout({ body }: { body: PostBody }) {
  const s = body.connectShoutout;
  if (!s) return null;
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="post-shoutout">
      <Group gap={6} mb={4}>
        <IconSpeakerphone size={16} />
        <Text size="sm" fw={600}>
          Shoutout {s.from?.name ? `from ${s.from.name} ` : ''}
          {s.to?.name ? `to ${s.to.name}` : ''}
        </Text>
        {s.category?.name ? (
          <Badge size="xs" variant="light" color="grape" tt="none">
            {s.category.name}
          </Badge>
        ) : null}
      </Group>
      {s.description ? <Text size="sm">{s.description}</Text> : null}
    </Paper>
  );
}

function Count({ icon, value, label }: { icon: ReactNode; value: number | undefined; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" aria-label={`${value ?? 0} ${label}`} title={label}>
      {icon}
      <Text size="xs" c="dimmed">
        {value ?? 0}
      </Text>
    </Group>
  );
}

/** One post as the creator (or the chosen member) sees it. */
export function PostCard({ post, actions }: { post: ChannelPost; actions?: AuthorActions }) {
  const body = post.post ?? {};
  const ref = body.postRef;
  const memberView = post.isLiked !== undefined;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="post-card"
      data-pinned={post.isPinned ? 'true' : 'false'}
      style={post.isPinned ? { borderLeft: '4px solid var(--mantine-color-yellow-6)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Author body={body} actions={actions} />
          <Group gap={6} wrap="nowrap">
            {post.isPinned ? (
              <Badge color="yellow" variant="light" leftSection={<IconPin size={12} />} tt="none">
                Pinned{post.pinnedNumber ? ` #${post.pinnedNumber}` : ''}
              </Badge>
            ) : null}
            {post.isHidden ? (
              <Badge color="gray" variant="light" leftSection={<IconEyeOff size={12} />} tt="none">
                Hidden
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed" title={`Created ${formatDateTime(post.createdAt)}`}>
              {formatDateTime(post.scheduleAt ?? post.createdAt)}
            </Text>
          </Group>
        </Group>
        {body.caption ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={8}>
            {body.caption}
          </Text>
        ) : null}
        <PostMedia media={body.mediaContent ?? []} />
        <PostPoll post={post} />
        <Shoutout body={body} />
        {ref ? (
          <Paper
            withBorder
            radius="sm"
            p="sm"
            bg="var(--mantine-color-default-hover)"
            data-testid="post-repost"
          >
            <Group gap={6} mb={6}>
              <IconRepeat size={14} />
              <Text size="xs" c="dimmed">
                Repost of a post from {formatDateTime(ref.createdAt, { fallback: 'an earlier date' })}
              </Text>
            </Group>
            <Stack gap={6}>
              <Author body={ref} />
              {ref.caption ? (
                <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {ref.caption}
                </Text>
              ) : null}
              <PostMedia media={ref.mediaContent ?? []} />
              <Shoutout body={ref} />
            </Stack>
          </Paper>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Group gap="md">
            <Count icon={<IconEye size={14} />} value={post.totalViews} label="views" />
            <Count icon={<IconHeart size={14} />} value={post.totalLikes} label="likes" />
            <Count
              icon={<IconMessageCircle size={14} />}
              value={post.totalComments}
              label={`comments (${post.totalParentComments ?? 0} top-level)`}
            />
            <Count icon={<IconRepeat size={14} />} value={post.totalRepost} label="reposts" />
          </Group>
          <Group gap={6}>
            {memberView ? (
              <Badge
                size="sm"
                variant={post.isLiked ? 'filled' : 'outline'}
                color={post.isLiked ? 'pink' : 'gray'}
                leftSection={post.isLiked ? <IconHeartFilled size={11} /> : <IconHeart size={11} />}
                tt="none"
                data-testid="member-liked"
              >
                {post.isLiked ? 'Member liked' : 'Member has not liked'}
              </Badge>
            ) : null}
            {post.updatedAt && post.updatedAt !== post.createdAt ? (
              <Text size="xs" c="dimmed">
                Edited {formatDateTime(post.updatedAt)}
              </Text>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
