import type { ReactNode } from 'react';
import { ActionIcon, Anchor, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { routeHash, useRoute } from '../data/route';

/** Kinds that name a person: their name leads to their customer page. */
const PERSON_KINDS = new Set(['person', 'member', 'user', 'customer']);

/** The customer page of a person, `#/customers/user/<id>`. */
export const customerHref = (userId: string) => routeHash(['customers', 'user', userId]);

/** A person's name as a plain link to their customer page, unless that page is already open. */
function PersonLink({ id, kind, children }: { id: string; kind: string; children: ReactNode }) {
  const route = useRoute();
  const here = route[0] === 'customers' && route[1] === 'user' && route[2] === id;
  if (!PERSON_KINDS.has(kind) || here) return children;
  return (
    <Anchor href={customerHref(id)} inherit title="Open their customer page" data-testid="person-link">
      {children}
    </Anchor>
  );
}

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
 * A name, with its id as secondary, copyable text. A person's name (kind person, member, user) links to
 * their customer page. Where the service has no name for an id (deleted,
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
          <PersonLink id={id} kind={kind}>
            {title}
          </PersonLink>
        </Text>
        {idText}
        {copy}
      </Group>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} fs={name?.trim() ? undefined : 'italic'}>
        <PersonLink id={id} kind={kind}>
          {title}
        </PersonLink>
      </Text>
      <Group gap={4} wrap="nowrap">
        {idText}
        {copy}
      </Group>
    </Stack>
  );
}
