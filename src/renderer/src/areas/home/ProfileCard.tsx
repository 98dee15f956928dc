import type { MouseEvent, ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';
import type { HomeCard, HomeDraft, HomeJob, HomeProblem } from '@shared/areas/home/channels';
import { formatInZone, timeInZone } from '@shared/areas/video-calls/domain';
import { ProfileKindBadge } from '../../components/ProfileKindBadge';
import { routeHash } from '../../data/route';

type Open = (path: readonly string[]) => void;

/** A link that opens a place of the console in this card's profile (switching first when it is not active). */
function OpenLink({
  path,
  onOpen,
  label,
  children,
  testId,
}: {
  path: readonly string[];
  onOpen: Open;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const click = (event: MouseEvent) => {
    event.preventDefault();
    onOpen(path);
  };
  return (
    <Anchor href={routeHash(path)} onClick={click} aria-label={label} size="sm" data-testid={testId}>
      {children}
    </Anchor>
  );
}

/** The links at the foot of a card, in this order (each label reads “Open <text> in <profile>”). */
const FOOT_LINKS = [
  { path: ['video-calls'], text: 'Video calls', testId: 'home-open-video-calls' },
  { path: ['bulk-jobs', 'jobs'], text: 'Bulk jobs', testId: 'home-open-bulk-jobs' },
  { path: ['drafts'], text: 'Drafts', testId: 'home-open-drafts' },
] as const;

function Problem({ problem, testId }: { problem: HomeProblem; testId?: string }) {
  return (
    <Text size="sm" c="red" data-testid={testId} className="home-problem">
      {problem.message}
    </Text>
  );
}

function ServiceLine({ card }: { card: HomeCard }) {
  const at = timeInZone(Date.parse(card.service.askedAt), Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (card.service.state === 'answers')
    return (
      <Group gap={6} wrap="nowrap" data-testid="home-service" data-state="answers">
        <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-7)" aria-hidden />
        <Text size="sm">
          Service answers{' '}
          <Text span c="dimmed" size="sm">
            (asked {at}
            {card.fromCache ? ', kept' : ''})
          </Text>
        </Text>
      </Group>
    );
  return (
    <Stack gap={2} data-testid="home-service" data-state="fails">
      <Group gap={6} wrap="nowrap">
        <IconCircleXFilled size={16} color="var(--mantine-color-red-7)" aria-hidden />
        <Text size="sm" fw={600}>
          Service does not answer{' '}
          <Text span c="dimmed" size="sm" fw={400}>
            (asked {at})
          </Text>
        </Text>
      </Group>
      <Problem problem={card.service.problem} testId="home-service-problem" />
    </Stack>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Calls({ card, readZone, onOpen }: { card: HomeCard; readZone: string; onOpen: Open }) {
  if (card.calls.problem)
    return (
      <Text size="sm" c="dimmed">
        Not read: the service did not answer.
      </Text>
    );
  if (card.calls.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No calls in the next 24 hours.
      </Text>
    );
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {card.calls.items.map((call) => {
        const start = Date.parse(call.fromTime);
        const zone = call.zoneOfCall ? call.zone : readZone;
        return (
          <Stack key={call.id} gap={0} component="li" data-testid="home-call">
            <OpenLink
              path={['video-calls', 'call', call.id]}
              onOpen={onOpen}
              label={`${call.title}, ${formatInZone(start, zone)}, in ${card.name}`}
            >
              {call.title}
            </OpenLink>
            <Text size="xs" c="dimmed">
              {formatInZone(start, zone)}
              {/* The time already ends with its zone's abbreviation; a call's own zone is named in full. */}
              {call.zoneOfCall ? ` (${call.zone})` : ''}
              {call.status === 'ongoing' ? ' · going on now' : ''}
            </Text>
          </Stack>
        );
      })}
      {card.calls.more > 0 ? (
        <Text component="li" size="sm" c="dimmed">
          and {card.calls.more} more
        </Text>
      ) : null}
    </Stack>
  );
}

const JOB_STATUS: Record<HomeJob['status'], { label: string; color: string }> = {
  running: { label: 'Running', color: 'blue' },
  paused: { label: 'Paused', color: 'yellow' },
  interrupted: { label: 'Interrupted', color: 'orange' },
};

function Jobs({ card, onOpen }: { card: HomeCard; onOpen: Open }) {
  if (card.jobs.problem) return <Problem problem={card.jobs.problem} />;
  if (card.jobs.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No job running or paused.
      </Text>
    );
  return (
    <Stack gap={6}>
      {card.jobs.items.map((job) => {
        const status = JOB_STATUS[job.status];
        const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
        return (
          <Stack key={job.id} gap={2} data-testid="home-job">
            <Group gap={6} justify="space-between" wrap="nowrap">
              <OpenLink
                path={['bulk-jobs', 'job', job.id]}
                onOpen={onOpen}
                label={`Job ${job.fileName}, ${status.label.toLowerCase()}, in ${card.name}`}
              >
                {job.fileName}
              </OpenLink>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {job.done} of {job.total}
                </Text>
                <Badge size="sm" variant="light" color={status.color}>
                  {status.label}
                </Badge>
              </Group>
            </Group>
            <Progress value={percent} size="sm" aria-label={`${job.fileName}: ${percent}% done`} />
            {job.statusReason ? (
              <Text size="xs" c="dimmed">
                {job.statusReason}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}

function draftNote(draft: HomeDraft): ReactNode {
  if (draft.earlierSandboxData)
    return (
      <Badge size="sm" variant="light" color="gray">
        Earlier sandbox data
      </Badge>
    );
  if (draft.mango === 'changed')
    return (
      <Badge size="sm" variant="light" color="orange" title={draft.changedFields.join(', ')}>
        Mango changed
      </Badge>
    );
  if (draft.mango === 'gone')
    return (
      <Badge size="sm" variant="light" color="red">
        Mango gone
      </Badge>
    );
  if (draft.mango === 'unchecked')
    return (
      <Badge size="sm" variant="light" color="gray">
        Not compared
      </Badge>
    );
  return null;
}

function Drafts({ card, onOpen }: { card: HomeCard; onOpen: Open }) {
  const items = card.drafts.items;
  return (
    <Stack gap={4}>
      {card.drafts.problem ? <Problem problem={card.drafts.problem} /> : null}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No drafts waiting.
        </Text>
      ) : (
        items.map((draft) => (
          <Group key={draft.id} gap={6} wrap="nowrap" data-testid="home-draft" data-mango={draft.mango}>
            <OpenLink path={['drafts']} onOpen={onOpen} label={`Draft of ${draft.title}, in ${card.name}`}>
              {draft.title}
            </OpenLink>
            {draftNote(draft)}
            {draft.mango === 'changed' && draft.changedFields.length > 0 ? (
              <Text size="xs" c="dimmed" truncate="end">
                {draft.changedFields.join(', ')}
              </Text>
            ) : null}
          </Group>
        ))
      )}
    </Stack>
  );
}

/** One business: its profile, whether its service answers, and what is due in it. */
export function ProfileCard({
  card,
  active,
  readZone,
  onOpen,
}: {
  card: HomeCard;
  active: boolean;
  readZone: string;
  onOpen: Open;
}) {
  const changed = card.drafts.items.filter((d) => d.mango === 'changed').length;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={`${card.name} (${card.kind === 'live' ? 'live' : 'sandbox'})`}
      data-testid="home-card"
      data-profile-id={card.profileId}
      data-kind={card.kind}
      style={card.kind === 'live' ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Group gap={8} wrap="nowrap">
              <Title order={2} size="h4" lineClamp={1}>
                {card.name}
              </Title>
              <ProfileKindBadge kind={card.kind} />
              {active ? (
                <Badge size="sm" variant="outline" color="gray">
                  Active
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" truncate="end">
              {card.whitelabelHost}
            </Text>
          </Stack>
        </Group>
        <ServiceLine card={card} />
        <Section title="Next 24 hours" testId="home-calls">
          <Calls card={card} readZone={readZone} onOpen={onOpen} />
        </Section>
        <Section title="Jobs" testId="home-jobs">
          <Jobs card={card} onOpen={onOpen} />
        </Section>
        <Section
          title={
            card.drafts.items.length > 0
              ? `Drafts waiting (${card.drafts.items.length}${changed > 0 ? `, ${changed} with a changed Mango` : ''})`
              : 'Drafts waiting'
          }
          testId="home-drafts"
        >
          <Drafts card={card} onOpen={onOpen} />
        </Section>
        <Group gap="md" pt={4}>
          {FOOT_LINKS.map(({ path, text, testId }) => (
            <OpenLink
              key={testId}
              path={path}
              onOpen={onOpen}
              label={`Open ${text.toLowerCase()} in ${card.name}`}
              testId={testId}
            >
              {text}
            </OpenLink>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
