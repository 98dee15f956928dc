import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { api } from './api';
import { App } from './App';
import { MissingBridge } from './components/MissingBridge';
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary';
import { cssVariablesResolver, theme } from './theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Notifications position="bottom-right" />
      <ScreenErrorBoundary screenName="console">
        {api ? <App api={api} /> : <MissingBridge />}
      </ScreenErrorBoundary>
    </MantineProvider>
  </StrictMode>,
);
