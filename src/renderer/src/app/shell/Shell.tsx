import { Suspense, memo, useCallback, useEffect, useMemo } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { exportStampOf } from '@shared/export-stamp';
import { AppHeader, HEADER_ROW_HEIGHT } from './AppHeader';
import { NavigationBar } from './NavigationBar';
import { setExportStamp } from '../../components/save-file';
import { ScreenErrorBoundary } from '../../components/ScreenErrorBoundary';
import { ScreenLoading } from '../../components/ScreenLoading';
import { usePreloadScreens, useScreenCode, type LazyScreen } from '../../components/lazy-screen';
import { useActiveProfile } from '../../data/query';
import { useDiscardCount } from '../../data/unsaved-changes';
import { navigation, navigationSections } from '../navigation';
import { LIVE_MARKER_HEIGHT } from './LiveMarker';
import { useAppInfo, useConnectivity, useDesktopMenu, useReloadData } from './queries';
import { LeaveGuard } from './LeaveGuard';
import { useLiveStartGate } from './LiveStartGate';
import { StorageNotices } from './StorageNotices';
import { FirstRunPanel } from './FirstRunPanel';
import { CommandMenu } from '../command-menu/CommandMenu';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useHashRoute } from './use-hash-route';
import { navigate as navigateTo } from '../../data/route';
import { useBrowserNotices } from '../../data/browser-notices';

const screens = navigation.map((area) => area.component);
const areaIds = navigation.map((area) => area.id);
const firstArea = navigation[0];
/** The first area: where a fresh console (`#/`) opens, and where the first-run welcome sits. */
const HOME_ID = 'home';

/**
 * Starts loading the code of the screen the address opens (the first area when it names none known), so
 * it arrives while the shell renders instead of being asked for only when the shell's Suspense meets it.
 * Call it before the first render; a failed load is left to the screen's error boundary, which retries.
 */
export function preloadOpeningScreen(hash: string = window.location.hash): Promise<void> {
  let id = hash.replace(/^#\/?/, '').split('/')[0] ?? '';
  try {
    id = decodeURIComponent(id);
  } catch {
    // Not an encoded id: the segment as written.
  }
  const area = navigation.find((a) => a.id === id) ?? firstArea;
  const preload = (area?.component as Partial<LazyScreen> | undefined)?.preload;
  if (typeof preload !== 'function') return Promise.resolve();
  return preload().then(
    () => undefined,
    () => undefined,
  );
}

// The header, the navigation and the open screen re-render only when what they show changes, not each
// time one of the shell's reads (profile, connectivity, app info) answers.
const Navigation = memo(NavigationBar);
const Header = memo(AppHeader);

/** The shell: header (active profile, connectivity, theme), navigation, and one screen at a time. */
export function Shell() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const [activeId, navigate] = useHashRoute(areaIds, firstArea?.id ?? '');
  const activeProfile = useActiveProfile();
  const connectivity = useConnectivity(activeProfile?.id ?? null);
  const appInfo = useAppInfo().data ?? null;
  const reloadData = useReloadData();
  // Leave (without saving) opens the screen afresh, so input the person dropped is gone from it too.
  const discards = useDiscardCount();
  const liveStart = useLiveStartGate();
  useBrowserNotices(appInfo?.host ?? null);
  // A place inside an area (a notification's job) opens at its own address; an area alone as a click would.
  useDesktopMenu(navigation, (id, path) => (path?.length ? navigateTo([id, ...path]) : navigate(id)));

  usePreloadScreens(screens);
  useEffect(() => setExportStamp(activeProfile ? exportStampOf(activeProfile) : null), [activeProfile]);
  const headerHeight = HEADER_ROW_HEIGHT + (activeProfile?.kind === 'live' ? LIVE_MARKER_HEIGHT : 0);
  const area = navigation.find((a) => a.id === activeId) ?? firstArea;
  const screenReady = useScreenCode(area?.component);
  const screen = useMemo(() => (area ? <area.component /> : null), [area]);
  const onSelect = useCallback(
    (id: string) => {
      navigate(id);
      closeNav();
    },
    [navigate, closeNav],
  );

  useEffect(() => {
    document.title = area ? `${area.label} · Creator Console` : 'Creator Console';
  }, [area]);

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="xl"
    >
      <SkipLink />
      <AppShell.Header>
        <Header
          activeProfile={activeProfile}
          connectivity={connectivity}
          navOpened={navOpened}
          onToggleNav={toggleNav}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <Navigation
          sections={navigationSections}
          activeId={area?.id ?? ''}
          appInfo={appInfo}
          onSelect={onSelect}
        />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} aria-label={area?.label}>
        {/* The sandbox's "start here" sits on Home, the screen a fresh console opens on. */}
        {area?.id === HOME_ID ? <FirstRunPanel onOpenArea={onSelect} /> : null}
        <StorageNotices />
        {liveStart.waiting ? (
          liveStart.gate
        ) : area ? (
          <ScreenErrorBoundary key={`${area.id}:${discards}`} screenName={area.label} onReload={reloadData}>
            <Suspense fallback={<ScreenLoading label={area.label} />}>
              {screenReady ? screen : <ScreenLoading label={area.label} />}
            </Suspense>
          </ScreenErrorBoundary>
        ) : null}
      </AppShell.Main>
      <LeaveGuard host={appInfo?.host ?? null} />
      <CommandMenu />
    </AppShell>
  );
}
