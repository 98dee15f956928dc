import { Suspense, useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { exportStampOf } from '@shared/export-stamp';
import { AppHeader, HEADER_ROW_HEIGHT } from '../components/AppHeader';
import { NavigationBar } from '../components/NavigationBar';
import { setExportStamp } from '../components/save-file';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary';
import { ScreenLoading } from '../components/ScreenLoading';
import { usePreloadScreens } from '../components/lazy-screen';
import { useActiveProfile } from '../data/query';
import { navigation, navigationSections } from '../navigation';
import { LIVE_MARKER_HEIGHT } from './LiveMarker';
import { useAppInfo, useConnectivity, useDesktopMenu, useReloadData } from './queries';
import { StorageNotices } from './StorageNotices';
import { useHashRoute } from './use-hash-route';

const screens = navigation.map((area) => area.component);
const areaIds = navigation.map((area) => area.id);
const firstArea = navigation[0];

/** The shell: header (active profile, connectivity, theme), navigation, and one screen at a time. */
export function Shell() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const [activeId, navigate] = useHashRoute(areaIds, firstArea?.id ?? '');
  const activeProfile = useActiveProfile();
  const connectivity = useConnectivity(activeProfile?.id ?? null);
  const appInfo = useAppInfo().data ?? null;
  const reloadData = useReloadData();
  useDesktopMenu(navigation, navigate);

  usePreloadScreens(screens);
  useEffect(() => setExportStamp(activeProfile ? exportStampOf(activeProfile) : null), [activeProfile]);
  const headerHeight = HEADER_ROW_HEIGHT + (activeProfile?.kind === 'live' ? LIVE_MARKER_HEIGHT : 0);
  const area = navigation.find((a) => a.id === activeId) ?? firstArea;

  useEffect(() => {
    document.title = area ? `${area.label} · Creator Console` : 'Creator Console';
  }, [area]);

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="xl"
    >
      <AppShell.Header>
        <AppHeader
          activeProfile={activeProfile}
          connectivity={connectivity}
          navOpened={navOpened}
          onToggleNav={toggleNav}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <NavigationBar
          sections={navigationSections}
          activeId={area?.id ?? ''}
          appInfo={appInfo}
          onSelect={(id) => {
            navigate(id);
            closeNav();
          }}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        <StorageNotices />
        {area ? (
          <ScreenErrorBoundary key={area.id} screenName={area.label} onReload={reloadData}>
            <Suspense fallback={<ScreenLoading label={area.label} />}>
              <area.component />
            </Suspense>
          </ScreenErrorBoundary>
        ) : null}
      </AppShell.Main>
    </AppShell>
  );
}
