import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import type { Profile } from '@shared/profile';
import { ActiveProfileSummary } from '../../components/ActiveProfileSummary';
import { LiveSwitchConfirm } from '../../components/LiveSwitchConfirm';
import { onProfileSwitchRequest } from '../../components/profile-switch-request';
import { useProfileList, useSetActiveProfile } from '../../components/profile-queries';
import { ProfileKindBadge } from '../../components/ProfileKindBadge';
import { useBridgeEvent } from '../../data/events';
import { useActiveProfile } from '../../data/query';
import { confirmLeave } from '../../data/unsaved-changes';

/**
 * The header's profile switcher. Switching to a sandbox is one click; switching TO a live profile asks first,
 * naming the profile and the business host its changes will reach. Unsaved input on the open screen is
 * asked about before either (Leave without saving?).
 */
export function ProfileSwitcher() {
  const profiles = useProfileList().data?.profiles ?? [];
  const active = useActiveProfile();
  const setActive = useSetActiveProfile();
  const [pendingLive, setPendingLive] = useState<Profile | null>(null);
  // The confirmation (a Modal, with its portal and scroll area) is created when the menu first opens, so it
  // still fades in and out; mounted closed from the start, it set state while the first screen committed.
  const [confirmCreated, setConfirmCreated] = useState(false);
  // What the request that opened the live confirmation does once the switch is made (a Home card opens
  // its screen); dropped when the person cancels.
  const afterLive = useRef<(() => void) | undefined>(undefined);

  // The active profile main last announced (`profiles.changed`), and who waits to hear of a switch.
  const announced = useRef<string | null>(null);
  const waiting = useRef(new Set<() => void>());
  useBridgeEvent('profiles.changed', (list) => {
    announced.current = list.activeProfileId ?? null;
    for (const check of [...waiting.current]) check();
  });

  /**
   * Runs `then` once the switch to `profileId` has been announced to every screen: screens that follow the
   * profile (Video calls goes back to its agenda) do so on that event, so a place opened before it would be
   * undone. An announcement that never comes (a host without events) is waited for at most 3 s.
   */
  const afterAnnounced = (profileId: string, then: () => void): void => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      waiting.current.delete(check);
      clearTimeout(timer);
      then();
    };
    const check = () => {
      if (announced.current === profileId) finish();
    };
    const timer = setTimeout(finish, 3_000);
    waiting.current.add(check);
    check();
  };

  const activate = (profile: Profile, then?: () => void): void =>
    setActive.mutate(
      { id: profile.id },
      {
        onSuccess: () => {
          if (then) afterAnnounced(profile.id, then);
        },
        onSettled: () => setPendingLive(null),
      },
    );

  const choose = async (profile: Profile, then?: () => void): Promise<void> => {
    if (profile.id === active?.id) {
      then?.();
      return;
    }
    // Input typed for this business is not carried to another: leaving it is asked first.
    if (!(await confirmLeave())) return;
    if (profile.kind === 'live') {
      afterLive.current = then;
      setConfirmCreated(true);
      setPendingLive(profile);
    } else activate(profile, then);
  };

  // The command menu's "Switch profile to …" comes here, so it asks exactly as a click in the menu does.
  // Subscribed once; each request reads the profiles and the active one as they are then.
  const onRequest = useEffectEvent((id: string, then?: () => void) => {
    const profile = profiles.find((p) => p.id === id);
    if (profile) void choose(profile, then);
  });
  useEffect(() => onProfileSwitchRequest((id, then) => onRequest(id, then)), []);

  return (
    <>
      <Menu position="bottom-end" width={320} shadow="md" withinPortal onOpen={() => setConfirmCreated(true)}>
        <Menu.Target>
          <UnstyledButton
            data-testid="profile-switcher"
            px={6}
            py={4}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Group gap={6} wrap="nowrap" miw={0}>
              <ActiveProfileSummary profile={active} />
              {/* The name is the words on the button and then what it does (WCAG 2.5.3, label in name):
                  someone using speech says what they see. */}
              <VisuallyHidden>, switch profile</VisuallyHidden>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown data-testid="profile-switcher-menu">
          <Menu.Label>Switch profile</Menu.Label>
          {profiles.map((profile) => (
            <Menu.Item
              key={profile.id}
              onClick={() => {
                afterLive.current = undefined;
                void choose(profile);
              }}
              data-testid="profile-switcher-option"
              data-profile-id={profile.id}
              leftSection={
                profile.id === active?.id ? (
                  <IconCheck size={14} aria-label="Active" />
                ) : (
                  <span style={{ width: 14 }} />
                )
              }
              rightSection={<ProfileKindBadge kind={profile.kind} size="xs" />}
            >
              <Text size="sm" truncate="end" maw={200}>
                {profile.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end" maw={200}>
                {profile.whitelabelHost}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {confirmCreated ? (
        <LiveSwitchConfirm
          profile={pendingLive}
          currentName={active?.name}
          busy={setActive.isPending}
          onCancel={() => {
            afterLive.current = undefined;
            setPendingLive(null);
          }}
          onConfirm={(profile) => {
            const then = afterLive.current;
            afterLive.current = undefined;
            activate(profile, then);
          }}
        />
      ) : null}
    </>
  );
}
