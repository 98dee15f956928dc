import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { LiveSwitchConfirm, type LiveConfirmWords } from '../../components/LiveSwitchConfirm';
import { useProfileList, useSetActiveProfile } from '../../components/profile-queries';

const START_WORDS: LiveConfirmWords = {
  title: 'Continue on a live profile?',
  confirm: 'Continue on live',
  cancel: 'Open the Sandbox',
  note: 'The console was last used on this profile. No screen opens on it until you choose.',
};

/**
 * After a restart on a live profile: the same question as a switch to it, asked before any screen acts as
 * that business (main marks the list `liveUnconfirmed` until someone chooses). Until then no screen is
 * shown; "Open the Sandbox" (also Escape) switches to the built-in Sandbox.
 * Answers whether the screens may show.
 */
export function useLiveStartGate(): { waiting: boolean; gate: ReactNode } {
  const list = useProfileList().data;
  const setActive = useSetActiveProfile();
  const active = list?.profiles.find((p) => p.id === list.activeProfileId) ?? null;
  const waiting = list?.liveUnconfirmed === true && active?.kind === 'live';
  if (!waiting || !list || !active) return { waiting: false, gate: null };
  const sandbox = list.profiles.find((p) => p.kind === 'sandbox');
  const gate = (
    <>
      <Paper withBorder radius="md" p="xl" data-testid="live-start-waiting">
        <Stack gap={4}>
          <Text fw={600}>Confirm the live profile to continue</Text>
          <Text size="sm" c="dimmed">
            {active.name} is a live profile. The console shows its screens once you confirm it, or opens the
            Sandbox instead.
          </Text>
        </Stack>
      </Paper>
      <LiveSwitchConfirm
        profile={active}
        currentName={sandbox?.name}
        busy={setActive.isPending}
        words={START_WORDS}
        onCancel={() => sandbox && setActive.mutate({ id: sandbox.id })}
        onConfirm={(profile) => setActive.mutate({ id: profile.id })}
      />
    </>
  );
  return { waiting: true, gate };
}
