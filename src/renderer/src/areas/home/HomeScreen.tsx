import { useMemo } from 'react';
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { detectMachineZone } from '@shared/areas/video-calls/domain';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RefreshButton } from '../../components/RefreshButton';
import { Screen } from '../../components/Screen';
import { requestProfileSwitch } from '../../components/profile-switch-request';
import { useActiveProfileId } from '../../data/query';
import { navigate } from '../../data/route';
import { ProfileCard } from './ProfileCard';
import { useHomeOverview, useRefreshHome } from './queries';

/**
 * Home: one card per profile, read without switching (calls in the next 24 hours, running and paused jobs,
 * drafts waiting and those whose Mango changed, whether the service answers). A card's links open the
 * screen in that profile, through the header's switcher, which asks first for a live one.
 */
export function HomeScreen() {
  const zone = useMemo(() => detectMachineZone(), []);
  const overview = useHomeOverview(zone);
  const refresh = useRefreshHome(zone);
  const activeId = useActiveProfileId();
  const error = refresh.appError ?? overview.appError;

  const openIn = (profileId: string, path: readonly string[]) => {
    if (profileId === activeId) navigate(path);
    else requestProfileSwitch(profileId, () => navigate(path));
  };

  return (
    <Screen
      testId="home-screen"
      title="Home"
      description={
        <>
          Every profile at once, without switching: calls in the next 24 hours, jobs still running or paused,
          drafts waiting to be applied, and whether each service answers. Times are in {zone}.
        </>
      }
      help="home"
      actions={
        <RefreshButton
          loading={refresh.isPending}
          onClick={() => refresh.mutate({ timeZone: zone, refresh: true })}
          data-testid="home-refresh"
        >
          Refresh all
        </RefreshButton>
      }
    >
      {error ? <ErrorAlert error={error} title="Home could not be read" /> : null}
      {overview.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="home-cards">
          {overview.data.cards.map((card) => (
            <ProfileCard
              key={card.profileId}
              card={card}
              active={card.profileId === activeId}
              readZone={overview.data.zone}
              onOpen={(path) => openIn(card.profileId, path)}
            />
          ))}
        </SimpleGrid>
      ) : overview.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label="Loading the profiles">
          <Skeleton h={220} radius="md" />
          <Skeleton h={220} radius="md" />
        </SimpleGrid>
      ) : null}
      {overview.data && overview.data.cards.length === 0 ? (
        <Stack>
          <Text c="dimmed">No profiles yet.</Text>
        </Stack>
      ) : null}
    </Screen>
  );
}
