import { useId, useState, type MouseEvent } from 'react';
import { Anchor, Button, CloseButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { AppSettingsView } from '@shared/areas/settings/channels';
import { APP_SCOPE, bridgeKey, useActiveProfile, useBridgeMutation, useBridgeQuery } from '../../data/query';
import { DEMO_MEMBER } from '../../components/demo-business';

const settingsKey = bridgeKey('settings.get', APP_SCOPE, {});

/** What a newcomer can try first on the demo business, each a link to its screen. */
export const FIRST_THINGS = [
  {
    id: 'video-calls',
    label: 'Video calls',
    what: 'see the week’s live sessions and schedule one (the console checks overlaps and the edit lock).',
  },
  {
    id: 'mangoes',
    label: 'Mangoes',
    what: 'edit a subscription plan as a draft, compare it with the service and apply it.',
  },
  {
    id: 'customers',
    label: 'Customers',
    what: `find a member by email or phone (the demo's ${DEMO_MEMBER.name} is ${DEMO_MEMBER.email}) and see their subscriptions, courses and points.`,
  },
] as const;

/**
 * The welcome on the first start (on the built-in Sandbox profile, on Home: the shell shows it there only):
 * this is a safe sandbox, three things to try first, and how to connect a live business. Closing it is remembered in this machine's settings
 * (`settings.json`); Settings → Sandbox shows it again.
 */
export function FirstRunPanel({ onOpenArea }: { onOpenArea: (id: string) => void }) {
  const headingId = useId();
  const client = useQueryClient();
  const settings = useBridgeQuery('settings.get', {}, { scope: 'app' });
  const profile = useActiveProfile();
  const [closing, setClosing] = useState(false);
  const save = useBridgeMutation('settings.set', {
    onSuccess: (next: AppSettingsView) => void client.setQueryData(settingsKey, next),
  });
  if (!settings.data || settings.data.firstRun.dismissed || closing) return null;
  if (profile?.kind !== 'sandbox') return null;
  const dismiss = () => {
    // Hidden at once; if the settings cannot be written it comes back on the next start, nothing else.
    setClosing(true);
    save.mutate({ firstRun: { dismissed: true } }, { onSettled: () => setClosing(false) });
  };
  const open = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    onOpenArea(id);
  };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="lg"
      mb="lg"
      data-testid="first-run-panel"
      style={{ borderColor: 'var(--mantine-primary-color-light-color)' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Group gap="sm" wrap="nowrap">
          <IconFlask size={22} stroke={1.6} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Title order={2} size="h3" id={headingId}>
            Welcome: you are in the sandbox
          </Title>
        </Group>
        <CloseButton aria-label="Close the welcome panel" onClick={dismiss} />
      </Group>
      <Stack gap="sm">
        <Text size="sm">
          The console opens on the built-in <strong>Sandbox</strong> profile: a copy of the Creator
          Integration Service running on this computer, with a demo creator business (Asha Academy, its
          members, plans, live sessions and posts). Nothing you do here reaches a real business, customer or
          payment; try anything. <strong>Reset sandbox data</strong> on the Profiles screen puts the demo
          back.
        </Text>
        <Text size="sm" fw={600}>
          Three things to try first
        </Text>
        <List size="sm" spacing={4} type="ordered">
          {FIRST_THINGS.map((thing) => (
            <List.Item key={thing.id}>
              <Anchor href={`#/${thing.id}`} onClick={open(thing.id)} data-testid={`first-run-${thing.id}`}>
                {thing.label}
              </Anchor>
              : {thing.what}
            </List.Item>
          ))}
        </List>
        <Text size="sm" fw={600}>
          Connecting a live business
        </Text>
        <Text size="sm">
          Open{' '}
          <Anchor href="#/profiles" onClick={open('profiles')} data-testid="first-run-profiles">
            Profiles
          </Anchor>{' '}
          and press <strong>New profile</strong>. You need the service&apos;s base URL and the business&apos;s
          white-label host, its access token (from your integration contact) and, for bulk jobs and webhooks,
          the API key the owner issues under Automation → Platform Integrations. Secrets go to the OS keychain
          only. A live profile shows a LIVE marker on every screen.
        </Text>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Settings → Sandbox shows this panel again.
          </Text>
          <Button size="xs" variant="light" onClick={dismiss} data-testid="first-run-dismiss">
            Got it, close
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
