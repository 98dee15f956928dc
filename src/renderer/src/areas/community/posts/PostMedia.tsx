import { useState } from 'react';
import { Badge, Box, Center, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconFile, IconPhoto, IconVideo } from '@tabler/icons-react';
import type { Media } from '@shared/contract/community';
import { compressionState, formatBytes, previewUrl } from './post-format';

const compressionColor = { done: 'teal', error: 'red', pending: 'yellow', none: 'gray' } as const;

function TypeIcon({ type }: { type: string | undefined }) {
  if (type === 'video') return <IconVideo size={28} stroke={1.4} />;
  if (type === 'image') return <IconPhoto size={28} stroke={1.4} />;
  return <IconFile size={28} stroke={1.4} />;
}

/** A thumbnail that falls back to the media type when the address does not load (or is not https). */
function Thumbnail({ media }: { media: Media }) {
  const url = previewUrl(media);
  const [failed, setFailed] = useState(false);
  return (
    <Box
      w={112}
      h={72}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        background: 'var(--mantine-color-default-hover)',
        flexShrink: 0,
      }}
    >
      {url && !failed ? (
        <img
          src={url}
          alt={media.fileName ?? `${media.contentType ?? 'media'} thumbnail`}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Center h="100%" c="dimmed" role="img" aria-label={failed ? 'Thumbnail unavailable' : 'No thumbnail'}>
          <TypeIcon type={media.contentType} />
        </Center>
      )}
    </Box>
  );
}

export function PostMedia({ media }: { media: Media[] }) {
  if (media.length === 0) return null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="post-media">
      {media.map((item, index) => {
        const state = compressionState(item);
        return (
          <Paper key={item._id ?? index} withBorder radius="sm" p={6} maw={340}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Thumbnail media={item} />
              <Stack gap={4} miw={0}>
                <Text size="sm" fw={500} truncate="end" title={item.fileName ?? item.contentUrl}>
                  {item.fileName ?? item.contentUrl ?? 'Unnamed file'}
                </Text>
                <Group gap={6}>
                  <Badge size="xs" variant="default" tt="none">
                    {item.contentType ?? 'media'}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatBytes(item.fileSize)}
                  </Text>
                </Group>
                <Tooltip label={state.kind === 'error' ? (state.detail ?? state.label) : state.label}>
                  <Badge
                    size="xs"
                    variant="light"
                    color={compressionColor[state.kind]}
                    tt="none"
                    w="fit-content"
                  >
                    {state.label}
                  </Badge>
                </Tooltip>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Group>
  );
}
