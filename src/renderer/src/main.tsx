import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { api } from './data/api';
import { App } from './app/App';
import { MissingBridge } from './components/MissingBridge';
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary';
import { preloadOpeningScreen } from './app/shell/Shell';
import { cssVariablesResolver, theme } from './app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
/** How long the first render waits for the open screen's code before showing the shell without it. */
const OPENING_SCREEN_WAIT_MS = 500;

// The open screen's code is asked for now, while this chunk finishes, and the first render waits for it
// (briefly): the shell and the screen then appear in one render and one paint, instead of the shell with
// an "Opening…" line first and the screen in a second full pass.
const openingScreen = api
  ? Promise.race([
      preloadOpeningScreen(),
      new Promise<void>((resolve) => setTimeout(resolve, OPENING_SCREEN_WAIT_MS)),
    ])
  : Promise.resolve();

void openingScreen.then(() =>
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <Notifications position="bottom-right" />
        <ScreenErrorBoundary screenName="console">
          {api ? <App api={api} /> : <MissingBridge />}
        </ScreenErrorBoundary>
      </MantineProvider>
    </StrictMode>,
  ),
);
