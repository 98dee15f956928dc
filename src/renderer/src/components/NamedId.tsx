import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface NamedIdProps {
  /** The thing's name as people know it; null while it is being looked up or when the service has none. */
  name: string | null | undefined;
  id: string;
  /** What the thing is ("group", "user"), for the copy button's name and the missing-name text. */
  kind: string;
  /** Shows the id on its own line (tables) or after the name (sentences). */
  layout?: 'stacked' | 'inline';
  /** True while the name lookup is under way: shows "Looking up…" rather than "Unnamed". */
  loading?: boolean;
}

/**
 * A name, with its id as secondary, copyable text. Where the service has no name for an id (deleted,
 * another creator's, or the lookup failed), it says so in words and the id becomes the main text.
 */
export function NamedId({ name, id, kind, layout = 'stacked', loading = false }: NamedIdProps) {
  const title = name?.trim() ? name : loading ? 'Looking up…' : `Unnamed ${kind}`;
  const copy = (
    <CopyButton value={id} timeout={1500}>
      {({ copied, copy: doCopy }) => (
        <Tooltip label={copied ? 'Copied' : `Copy ${kind} id`} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size="xs"
            onClick={doCopy}
            aria-label={`Copy ${kind} id ${id}`}
          >
            {copied ? <IconCheck size={12} /> : <IconCopy size={12} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
  const idText = (
    <Text span size="xs" c="dimmed" ff="monospace">
      {id}
    </Text>
  );
  if (layout === 'inline') {
    return (
      <Group gap={6} wrap="nowrap" component="span" display="inline-flex">
        <Text span fw={500} fs={name?.trim() ? undefined : 'italic'}>
          {title}
        </Text>
        {idText}
        {copy}
      </Group>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} fs={name?.trim() ? undefined : 'italic'}>
        {title}
      </Text>
      <Group gap={4} wrap="nowrap">
        {idText}
        {copy}
      </Group>
    </Stack>
  );
}
