import { Anchor, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconLayoutGrid,
  IconMovie,
  IconPhoto,
  type Icon,
} from '@tabler/icons-react';
import type { FeedPost } from '@shared/contract/feed';
import { useOpenExternal } from './queries';

const MEDIA: Record<string, { icon: Icon; label: string }> = {
  video: { icon: IconMovie, label: 'Video' },
  image: { icon: IconPhoto, label: 'Image' },
  pdf: { icon: IconFileTypePdf, label: 'PDF document' },
  xls: { icon: IconFileSpreadsheet, label: 'Spreadsheet' },
  doc: { icon: IconFileText, label: 'Document' },
  carousal: { icon: IconLayoutGrid, label: 'Carousel' },
};

function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? url);
  } catch {
    return url;
  }
}

/**
 * A media attachment as a tile: type, file name and a link that opens in the OS browser. Remote media is
 * not loaded into the console (privacy, and the console connects only to its own origin).
 */
export function MediaTile({ contentType, url }: { contentType: string; url: string | undefined }) {
  const openExternal = useOpenExternal();
  const media = MEDIA[contentType];
  if (!media) return null;
  const MediaIcon = media.icon;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="feed-media">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={42} radius="md">
          <MediaIcon size={22} />
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500}>
            {media.label}
            {contentType === 'carousal' ? ': several slides' : ''}
          </Text>
          {url ? (
            <Anchor size="xs" truncate="end" onClick={() => openExternal(url)} title={url}>
              {fileName(url)}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              No file address
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A poll with each option's votes as a bar, and the total. */
export function FeedPollView({ poll }: { poll: NonNullable<FeedPost['poll']> }) {
  const total = poll.totalVotes ?? Object.values(poll.voteCounts ?? {}).reduce((a, b) => a + b, 0);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="feed-poll">
      <Text size="sm" fw={600} mb={6}>
        {poll.question || 'Poll'}
      </Text>
      <Stack gap={8}>
        {(poll.pollOptions ?? []).map((option) => {
          const votes = poll.voteCounts?.[String(option.optionNumber)] ?? 0;
          const share = total > 0 ? (votes / total) * 100 : 0;
          return (
            <div key={option.optionId ?? option.optionNumber}>
              <Group justify="space-between" mb={2}>
                <Text size="sm">{option.optionContent}</Text>
                <Text size="xs" c="dimmed">
                  {votes} vote{votes === 1 ? '' : 's'} · {Math.round(share)}%
                </Text>
              </Group>
              <Progress value={share} size="sm" aria-label={`${option.optionContent}: ${votes} votes`} />
            </div>
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed" mt={6}>
        {total} vote{total === 1 ? '' : 's'} in total
      </Text>
    </Paper>
  );
}
