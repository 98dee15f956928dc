import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';

export type AnalyticsHarness = ConsoleHarness;

/** The whole console (bridge dispatcher, services, API client, HTTP) on a private sandbox and data dir. */
export function startAnalyticsHarness(): Promise<AnalyticsHarness> {
  return startConsoleHarness({ name: 'analytics' });
}
