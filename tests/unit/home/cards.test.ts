import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../../src/shared/areas/bulk-jobs/channels';
import type { MangoDraft } from '../../../src/shared/areas/mangoes/domain/draft';
import type { Mango } from '../../../src/shared/contract/mangoes';
import { VideoCallList } from '../../../src/shared/contract/video-calls';
import { appFailure } from '../../../src/shared/errors';
import { activeJobs, callsInWindow, draftLine, problemOf } from '../../../src/main/areas/home/cards';

const NOW = Date.parse('2026-03-09T10:00:00.000Z');
const hours = (h: number) => new Date(NOW + h * 3600_000).toISOString();
const id = (n: number) => n.toString(16).padStart(24, '0');

function list(calls: { n: number; from: number; to: number; zone?: string; title?: string }[]) {
  return VideoCallList.parse({
    total: calls.length,
    data: [
      {
        date: '2026-03-09',
        calls: calls.map((c) => ({
          _id: id(c.n),
          title: c.title ?? `Call ${c.n}`,
          fromTime: hours(c.from),
          toTime: hours(c.to),
          status: c.from < 0 ? 'ongoing' : 'upcoming',
          mango: [],
          ...(c.zone ? { timezoneName: c.zone } : {}),
        })),
      },
    ],
  });
}

describe('the calls of a card', () => {
  it('keeps calls starting in the next 24 hours or going on now, soonest first', () => {
    const { items, more } = callsInWindow(
      list([
        { n: 1, from: 5, to: 6 },
        { n: 2, from: -1, to: 1 },
        { n: 3, from: -3, to: -2 },
        { n: 4, from: 23.5, to: 25 },
        { n: 5, from: 24.5, to: 25.5 },
      ]),
      NOW,
      'UTC',
    );
    expect(items.map((c) => c.id)).toEqual([id(2), id(1), id(4)]);
    expect(more).toBe(0);
  });

  it('shows the first five and counts the rest', () => {
    const { items, more } = callsInWindow(
      list(Array.from({ length: 8 }, (_, i) => ({ n: i + 1, from: i + 1, to: i + 2 }))),
      NOW,
      'UTC',
    );
    expect(items).toHaveLength(5);
    expect(more).toBe(3);
  });

  it("uses the call's own zone when the list carries it, else the zone it was read in", () => {
    const { items } = callsInWindow(
      list([
        { n: 1, from: 1, to: 2, zone: 'Europe/Paris' },
        { n: 2, from: 2, to: 3 },
      ]),
      NOW,
      'Asia/Kolkata',
    );
    expect(items.map((c) => [c.zone, c.zoneOfCall])).toEqual([
      ['Europe/Paris', true],
      ['Asia/Kolkata', false],
    ]);
  });
});

function job(status: JobSummary['status'], extra: Partial<JobSummary> = {}): JobSummary {
  return {
    id: `job-20260309-${status}`,
    kind: 'migrate',
    profileId: 'p1',
    profileName: 'P1',
    profileKind: 'sandbox',
    fileName: `${status}.csv`,
    createdAt: hours(-1),
    status,
    total: 10,
    counts: { pending: 4, sending: 1, succeeded: 3, failed: 1, uncertain: 0, skipped: 1 },
    invalidRows: 0,
    mangoes: [],
    concurrency: 4,
    ratePerMinute: null,
    rateCapPerMinute: null,
    elapsedMs: 0,
    etaMs: null,
    version: 1,
    ...extra,
  };
}

describe('the jobs of a card', () => {
  it('lists running, paused and interrupted jobs with their progress, and no settled or reset one', () => {
    const shown = activeJobs([
      job('running'),
      job('paused', { statusReason: 'Paused by you.' }),
      job('interrupted'),
      job('finished'),
      job('cancelled'),
      job('new'),
      job('damaged'),
      job('running', { id: 'job-20260309-old', earlierSandboxData: true }),
    ]);
    expect(shown.map((j) => j.status)).toEqual(['running', 'paused', 'interrupted']);
    expect(shown[0]).toMatchObject({ total: 10, done: 5 });
    expect(shown[1]?.statusReason).toBe('Paused by you.');
  });
});

const base: Mango = { _id: id(12), title: 'Webinar', price: 499, description: 'Live', currency: 'INR' };
const draft = (changes: MangoDraft['changes']): MangoDraft => ({
  id: 'd1',
  profileId: 'p1',
  mangoId: id(12),
  title: 'Webinar',
  base,
  baseFetchedAt: hours(-2),
  changes,
  state: 'draft',
  createdAt: hours(-2),
  updatedAt: hours(-2),
});

describe('the drafts of a card', () => {
  it('calls the Mango unchanged when the service still holds the base', () => {
    expect(draftLine(draft({ price: 399 }), { state: 'found', mango: base }, false)).toMatchObject({
      mango: 'same',
      changedFields: [],
    });
  });

  it('names a field that moved on the service, whether the draft changes it or not', () => {
    const moved = { ...base, price: 449, description: 'Recorded' };
    const line = draftLine(draft({ price: 399 }), { state: 'found', mango: moved }, false);
    expect(line.mango).toBe('changed');
    expect(line.changedFields).toHaveLength(2);
    // The draft's own field (a conflict) comes first.
    expect(line.changedFields[0]).toMatch(/price/i);
  });

  it('says gone, and unchecked when it was not read or belongs to reset sandbox data', () => {
    expect(draftLine(draft({ price: 399 }), { state: 'gone' }, false).mango).toBe('gone');
    expect(draftLine(draft({ price: 399 }), { state: 'unread' }, false).mango).toBe('unchecked');
    expect(
      draftLine(draft({ price: 399 }), { state: 'found', mango: { ...base, price: 1 } }, true),
    ).toMatchObject({
      mango: 'unchecked',
      earlierSandboxData: true,
    });
  });
});

describe('a problem on a card', () => {
  it("keeps a typed failure's kind and words, and never shows a stray error's", () => {
    expect(problemOf(appFailure('network', 'Cannot reach the service.'))).toEqual({
      kind: 'network',
      message: 'Cannot reach the service.',
    });
    expect(problemOf(new Error('at secret stack'))).toMatchObject({ kind: 'internal' });
    expect(problemOf(new Error('at secret stack')).message).not.toContain('stack');
  });
});
