import { useEffect, useMemo, useState } from 'react';
import { Badge, Group, Kbd, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChannelName, ChannelOutput } from '@shared/bridge';
import { jobKindSpec } from '@shared/areas/bulk-jobs/kinds';
import { describeError } from '../../data/api';
import { useProfileList } from '../../components/profile-queries';
import { requestProfileSwitch } from '../../components/profile-switch-request';
import { useActiveProfile, useBridgeQuery } from '../../data/query';
import { navigate } from '../../data/route';
import { navigation } from '../navigation';
import { buildCommands, matchCommands, seenPeople, type Command, type CommandSources } from './commands';

/** Every cached answer of a channel for one profile (any input), newest reads last. */
function cached<C extends ChannelName>(
  client: QueryClient,
  channel: C,
  profileId: string,
): ChannelOutput<C>[] {
  return client
    .getQueriesData<ChannelOutput<C>>({ queryKey: [channel, profileId] })
    .flatMap(([, data]) => (data === undefined ? [] : [data]));
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The lists the screens have read for this profile, as the command menu's sources. */
function sourcesOf(
  client: QueryClient,
  profileId: string | null,
): Omit<CommandSources, 'areas' | 'profiles'> {
  if (!profileId)
    return {
      activeProfileId: null,
      mangoes: [],
      drafts: [],
      jobs: [],
      calls: [],
      courses: [],
      channels: [],
      badges: [],
      people: [],
    };
  const byId = <T extends { id: string }>(items: T[]) => [...new Map(items.map((i) => [i.id, i])).values()];
  const users = [
    ...[...cached(client, 'customers.get', profileId), ...cached(client, 'customers.find', profileId)].map(
      (answer) => answer.user,
    ),
    ...cached(client, 'gamification.userPoints', profileId).map((answer) => answer.person),
  ].flatMap((user) => (user ? [user] : []));
  return {
    activeProfileId: profileId,
    people: seenPeople(
      users,
      cached(client, 'bulkJobs.job', profileId).flatMap((answer) => answer.rows),
    ),
    mangoes: byId(
      cached(client, 'mangoes.list', profileId).flatMap((view) =>
        view.mangoes.flatMap(({ mango, gone }) =>
          mango._id ? [{ id: mango._id, title: mango.title ?? mango._id, gone: gone ?? false }] : [],
        ),
      ),
    ),
    drafts: byId(
      cached(client, 'mangoes.drafts', profileId).flatMap((answer) =>
        answer.drafts.map((d) => ({ id: d.id, mangoId: d.mangoId, title: d.title, state: d.state })),
      ),
    ),
    jobs: byId(
      cached(client, 'bulkJobs.jobs', profileId).flatMap((answer) =>
        answer.jobs
          .filter((job) => job.profileId === profileId)
          .map((job) => ({
            id: job.id,
            fileName: job.fileName,
            title: jobKindSpec(job.kind).shortTitle,
            status: job.status,
            createdAt: job.createdAt,
          })),
      ),
    ),
    calls: byId(
      cached(client, 'videoCalls.list', profileId).flatMap((agenda) =>
        agenda.calls.map((call) => ({
          id: call.id,
          title: call.title,
          fromTime: when.format(new Date(call.fromTime)),
          ...(call.timezoneName ? { timeZone: call.timezoneName } : {}),
        })),
      ),
    ),
    courses: byId(
      cached(client, 'courses.list', profileId).flatMap((answer) =>
        answer.courses.flatMap((c) => (c._id && c.title ? [{ id: c._id, title: c.title }] : [])),
      ),
    ),
    channels: byId(
      cached(client, 'community.channels', profileId).flatMap((answer) =>
        answer.channels.flatMap((c) => (c._id && c.name ? [{ id: c._id, name: c.name }] : [])),
      ),
    ),
    badges: byId(
      cached(client, 'gamification.badges', profileId).flatMap((answer) =>
        answer.badges.flatMap((b) => (b.name ? [{ id: b._id, name: b.name }] : [])),
      ),
    ),
  };
}

/** The person lookup a "Look up …" command asked for, read once through the bridge like the Customers screen's. */
function PersonLookup({
  asked,
  onFound,
}: {
  asked: { email: string } | { phone: string };
  onFound: (userId: string) => void;
}) {
  const found = useBridgeQuery('customers.find', asked);
  const user = found.data?.user;
  useEffect(() => {
    if (user) onFound(user._id);
  }, [user, onFound]);
  const what = 'email' in asked ? asked.email : asked.phone;
  const text = found.isPending
    ? `Looking up ${what}…`
    : found.appError
      ? `The lookup failed: ${describeError(found.appError)}`
      : user === null
        ? `Nobody with ${'email' in asked ? 'the email' : 'the phone number'} ${what} on this profile.`
        : `Found: opening their page…`;
  return (
    <Text
      size="sm"
      px="md"
      py="xs"
      role="status"
      c={found.appError ? 'red' : undefined}
      data-testid="command-lookup"
    >
      {text}
    </Text>
  );
}

/**
 * The command menu: Ctrl+K (Cmd+K on macOS) from anywhere, or the header's Search. Goes to any screen, does
 * the common actions (each opens its usual form or confirmation: nothing is written from here), and finds
 * Mangoes, drafts, calls, bulk jobs, courses, channels and badges by title among what the console has read
 * for the active profile, and a person by email or phone with the service's lookup.
 */
export function CommandMenu() {
  const client = useQueryClient();
  const profile = useActiveProfile();
  const profiles = useProfileList().data?.profiles;
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<{ email: string } | { phone: string } | null>(null);
  // Local reads main answers from its own files (no call to the service): fresh when the menu opens.
  const mangoList = useBridgeQuery('mangoes.list', {}, { enabled: opened });
  const mangoesUnread = mangoList.data !== undefined && mangoList.data.refreshedAt === null;
  useBridgeQuery('mangoes.drafts', {}, { enabled: opened });
  useBridgeQuery('bulkJobs.jobs', {}, { enabled: opened });
  const [version, setVersion] = useState(0);
  useEffect(
    () => (opened ? client.getQueryCache().subscribe(() => setVersion((v) => v + 1)) : undefined),
    [client, opened],
  );

  const commands = useMemo(() => {
    void version;
    if (!opened) return [];
    return buildCommands({
      areas: navigation.map(({ id, label, description }) => ({
        id,
        label,
        ...(description ? { description } : {}),
      })),
      profiles: (profiles ?? []).map(({ id, name, kind }) => ({ id, name, kind })),
      ...sourcesOf(client, profile?.id ?? null),
    });
  }, [client, opened, profile?.id, profiles, version]);
  const groups = useMemo(() => matchCommands(commands, query), [commands, query]);
  const count = groups.reduce((n, g) => n + g.commands.length, 0);

  const run = (command: Command) => {
    const { target } = command;
    if ('route' in target) {
      spotlight.close();
      navigate(target.route);
    } else if ('profileId' in target) {
      spotlight.close();
      requestProfileSwitch(target.profileId);
    } else setAsked(target.findPerson);
  };

  const scope = profile ? `${profile.name} (${profile.kind === 'live' ? 'LIVE' : 'sandbox'})` : 'no profile';
  return (
    <Spotlight.Root
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        setAsked(null);
      }}
      shortcut={['mod + K']}
      tagsToIgnore={[]}
      triggerOnContentEditable
      onSpotlightOpen={() => setOpened(true)}
      onSpotlightClose={() => {
        setOpened(false);
        setAsked(null);
      }}
      closeOnActionTrigger={false}
      scrollable
      maxHeight={480}
      attributes={{ content: { 'aria-label': 'Command menu' } }}
    >
      <Spotlight.Search
        placeholder="Screens, Mangoes, calls, jobs, people by email…"
        leftSection={<IconSearch size={18} stroke={1.5} />}
        aria-label={`Search the console, on ${scope}`}
        data-testid="command-search"
      />
      <Stack gap={2} px="md" py={6} data-testid="command-scope">
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            Searching {profile?.name ?? 'no profile'}
          </Text>
          {profile ? (
            <Badge size="xs" color={profile.kind === 'live' ? 'red' : 'cyan'} variant="light">
              {profile.kind === 'live' ? 'LIVE' : 'SANDBOX'}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          Mangoes, drafts and jobs as this console holds them; calls, courses, channels and badges as their
          screens last read them.
        </Text>
      </Stack>
      {mangoesUnread ? (
        <Text size="xs" c="dimmed" px="md" pb={6} data-testid="command-mangoes-unread">
          The Mangoes of {profile?.name ?? 'this profile'} have not been read yet: open Mangoes once to find
          them here.
        </Text>
      ) : null}
      {asked ? (
        <PersonLookup
          key={JSON.stringify(asked)}
          asked={asked}
          onFound={(userId) => {
            spotlight.close();
            navigate(['customers', 'user', userId]);
          }}
        />
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {opened ? `${count} ${count === 1 ? 'result' : 'results'}` : ''}
      </VisuallyHidden>
      <Spotlight.ActionsList data-testid="command-results">
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.group} label={group.group}>
            {group.commands.map((command) => (
              <Spotlight.Action
                key={command.id}
                label={command.label}
                description={command.description}
                onClick={() => run(command)}
                data-testid="command-item"
                data-command-id={command.id}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {count === 0 ? (
          <Spotlight.Empty>
            Nothing found on {profile?.name ?? 'this profile'}. Type a screen, a Mango, a call or a job, or an
            email or phone number to look a person up.
          </Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/** The header's button for the command menu, with its shortcut. */
export function CommandMenuButton({ mac }: { mac: boolean }) {
  return (
    <UnstyledButton
      onClick={() => spotlight.open()}
      data-testid="command-menu-button"
      aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-default)',
        color: 'var(--mantine-color-dimmed)',
        padding: '4px 8px',
      }}
    >
      <Group gap={6} wrap="nowrap">
        <IconSearch size={14} aria-hidden />
        <Text size="sm" span>
          Search
        </Text>
        <Kbd size="xs" aria-hidden>
          {mac ? '⌘' : 'Ctrl'} K
        </Kbd>
      </Group>
    </UnstyledButton>
  );
}
