import { useCallback, useEffect, useMemo, useState } from 'react';
import { AppShell } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useDisclosure } from '@mantine/hooks';
import { useStore } from 'zustand';
import type { BridgeApi } from '@shared/bridge';
import type { AppInfo } from '@shared/channels/app';
import { exportStampOf } from '@shared/export-stamp';
import { ApiContext } from './api-context';
import { eventRules } from './data/event-rules';
import { installEventRules } from './data/events';
import { createQueryClient } from './data/query';
import { AppHeader, HEADER_ROW_HEIGHT } from './components/AppHeader';
import { NavigationBar } from './components/NavigationBar';
import { setExportStamp } from './components/save-file';
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary';
import { createProfilesStore, ProfilesStoreContext } from './features/profiles';
import { navigation } from './navigation';
import { LIVE_MARKER_HEIGHT } from './shell/LiveMarker';
import { StorageNotices } from './shell/StorageNotices';
import { useConnectivity } from './shell/use-connectivity';
import { useHashRoute } from './shell/use-hash-route';

const areaIds = navigation.map((area) => area.id);
const firstArea = navigation[0];

/** The shell: header (active profile, connectivity, theme), navigation, and one screen at a time. */
export function App({ api }: { api: BridgeApi }) {
  const [queryClient] = useState(createQueryClient);
  const [profilesStore] = useState(() => createProfilesStore(api));
  const [appInfo, setAppInfo] = useState<AppInfo | null>(null);
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const [activeId, navigate] = useHashRoute(areaIds, firstArea?.id ?? '');
  const profiles = useStore(profilesStore, (s) => s.data);

  useEffect(() => installEventRules(api, queryClient, eventRules), [api, queryClient]);

  useEffect(() => {
    void profilesStore.getState().load();
    void api.app.info().then((result) => result.ok && setAppInfo(result.value));
    return api.on('profiles.changed', (list) => profilesStore.getState().applyList(list));
  }, [api, profilesStore]);

  // Desktop: the native menu lists our areas and its shortcuts (and a CSV opened with the app) navigate.
  useEffect(() => {
    const offNavigate = api.on('app.navigate', ({ areaId }) => areaIds.includes(areaId) && navigate(areaId));
    const offCsv = api.on('migration.openCsv', () => areaIds.includes('migration') && navigate('migration'));
    void api.app.setMenuAreas({ areas: navigation.map(({ id, label }) => ({ id, label })) });
    return () => (offNavigate(), offCsv());
  }, [api, navigate]);

  const activeProfile = useMemo(
    () => profiles?.profiles.find((p) => p.id === profiles.activeProfileId) ?? null,
    [profiles],
  );
  useEffect(() => setExportStamp(activeProfile ? exportStampOf(activeProfile) : null), [activeProfile]);
  const connectivity = useConnectivity(api, activeProfile?.id ?? null);
  const reloadData = useCallback(() => profilesStore.getState().load(), [profilesStore]);
  const activateProfile = useCallback(
    (id: string) => profilesStore.getState().setActive(id),
    [profilesStore],
  );
  const headerHeight = HEADER_ROW_HEIGHT + (activeProfile?.kind === 'live' ? LIVE_MARKER_HEIGHT : 0);
  const area = navigation.find((a) => a.id === activeId) ?? firstArea;

  useEffect(() => {
    document.title = area ? `${area.label} · Creator Console` : 'Creator Console';
  }, [area]);

  return (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={queryClient}>
        <ProfilesStoreContext.Provider value={profilesStore}>
          <AppShell
            header={{ height: headerHeight }}
            navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
            padding="xl"
          >
            <AppShell.Header>
              <AppHeader
                profiles={profiles?.profiles ?? []}
                activeProfile={activeProfile}
                onActivateProfile={activateProfile}
                connectivity={connectivity}
                navOpened={navOpened}
                onToggleNav={toggleNav}
              />
            </AppShell.Header>
            <AppShell.Navbar>
              <NavigationBar
                areas={navigation}
                activeId={area?.id ?? ''}
                appInfo={appInfo}
                onSelect={(id) => {
                  navigate(id);
                  closeNav();
                }}
              />
            </AppShell.Navbar>
            <AppShell.Main>
              <StorageNotices api={api} />
              {area ? (
                <ScreenErrorBoundary key={area.id} screenName={area.label} onReload={reloadData}>
                  <area.component />
                </ScreenErrorBoundary>
              ) : null}
            </AppShell.Main>
          </AppShell>
        </ProfilesStoreContext.Provider>
      </QueryClientProvider>
    </ApiContext.Provider>
  );
}
