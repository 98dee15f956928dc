import { describe, expect, it } from 'vitest';
import { exportStampLine, exportStampOf, stampFileName } from '../../../src/shared/export-stamp';

const live = exportStampOf({ name: 'Acme Academy', whitelabelHost: 'learn.acme.test', kind: 'live' });
const sandbox = exportStampOf({
  name: 'Sandbox (demo)',
  whitelabelHost: 'learn.asha-academy.test',
  kind: 'sandbox',
});

describe('export stamp', () => {
  it('puts the profile and its kind before the date of a file name', () => {
    expect(stampFileName('posts-2026-11-24.csv', live)).toBe('posts-Acme-Academy-live-2026-11-24.csv');
    expect(stampFileName('community-activity-2026-10-01-to-2026-10-30.png', sandbox)).toBe(
      'community-activity-Sandbox-demo-sandbox-2026-10-01-to-2026-10-30.png',
    );
    expect(stampFileName('community-activity_2025-01-01_2025-03-31.svg', live)).toBe(
      'community-activity_Acme-Academy-live_2025-01-01_2025-03-31.svg',
    );
    expect(stampFileName('creator-console-diagnostics-20261124-101500.zip', live)).toBe(
      'creator-console-diagnostics-Acme-Academy-live-20261124-101500.zip',
    );
  });

  it('stamps a name without a date before its extension, and never twice', () => {
    expect(stampFileName('points.csv', live)).toBe('points-Acme-Academy-live.csv');
    expect(stampFileName(stampFileName('points.csv', live), live)).toBe('points-Acme-Academy-live.csv');
  });

  it('says live loudly in the line written into a file', () => {
    expect(exportStampLine(live)).toBe('Profile: Acme Academy · business learn.acme.test · LIVE');
    expect(exportStampLine(sandbox)).toContain('sandbox');
  });
});
