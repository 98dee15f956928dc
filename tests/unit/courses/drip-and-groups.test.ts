import { describe, expect, it } from 'vitest';
import type { CoursePlan } from '@shared/areas/courses/channels';
import {
  groupLabel,
  groupOptionLabel,
  groupSections,
} from '../../../src/renderer/src/areas/community/channels/group-sections';
import { missingValues, prefillDrip, toEntries } from '../../../src/renderer/src/areas/courses/drip-form';

const id = (n: number) => n.toString(16).padStart(24, '0');

function plan(mode: CoursePlan['mode'], modules: CoursePlan['modules']): CoursePlan {
  return { course: { _id: id(99) }, mode, modulesKnown: true, modules, needsDripUpdate: false };
}

describe('drip follow-up form', () => {
  const now = new Date('2025-03-01T10:15:00Z');

  it('keeps existing dates and places new modules a week after the latest one, on the hour', () => {
    const rows = prefillDrip(
      plan('date', [
        { _id: id(1), title: 'Intro', releaseAt: '2025-03-10T09:00:00.000Z', scheduled: true },
        { _id: id(2), releaseAt: '2025-03-17T09:00:00.000Z', scheduled: true },
        { _id: id(3), title: 'New', scheduled: false },
        { _id: id(4), scheduled: false },
      ]),
      'date',
      now,
    );
    expect(rows.map((r) => [r.label, r.releaseAt])).toEqual([
      ['Intro', '2025-03-10T09:00:00.000Z'],
      ['Module 2', '2025-03-17T09:00:00.000Z'],
      ['New', '2025-03-24T09:00:00.000Z'],
      ['Module 4', '2025-03-31T09:00:00.000Z'],
    ]);
    expect(missingValues(rows, 'date')).toEqual([]);
    expect(toEntries(rows, 'date')[2]).toEqual({ module: id(3), releaseAt: '2025-03-24T09:00:00.000Z' });
  });

  it('starts a week from now when nothing is scheduled in the future', () => {
    const rows = prefillDrip(plan('date', [{ _id: id(1), scheduled: false }]), 'date', now);
    expect(rows[0]?.releaseAt).toBe('2025-03-08T11:00:00.000Z');
  });

  it('continues enrollment days in weekly steps and flags a blank day', () => {
    const rows = prefillDrip(
      plan('enrollment', [
        { _id: id(1), afterDays: 0, scheduled: true },
        { _id: id(2), afterDays: 14, scheduled: true },
        { _id: id(3), scheduled: false },
      ]),
      'enrollment',
      now,
    );
    expect(rows.map((r) => r.afterDays)).toEqual([0, 14, 21]);
    expect(toEntries(rows, 'enrollment')).toEqual([
      { module: id(1), afterDays: 0 },
      { module: id(2), afterDays: 14 },
      { module: id(3), afterDays: 21 },
    ]);
    const blank = rows.map((r, i) => (i === 1 ? { ...r, afterDays: null } : r));
    expect(missingValues(blank, 'enrollment')).toEqual([id(2)]);
  });
});

describe('channels by group', () => {
  const channel = (n: number, group: string | null) => ({ _id: id(n), name: `C${n}`, group });

  it('lists unknown groups, then groups created here by rank (even empty), then channels with no group', () => {
    const sections = groupSections(
      [channel(1, id(50)), channel(2, null), channel(3, id(60)), channel(4, id(50))],
      [
        { _id: id(71), name: 'Later', rank: 4, createdAt: '' },
        { _id: id(60), name: 'Known', rank: 3, createdAt: '' },
      ],
    );
    expect(sections.map((s) => [groupLabel(s), s.channels.map((c) => c.name)])).toEqual([
      ['Group made outside this console', ['C1', 'C4']],
      ['Known', ['C3']],
      ['Later', []],
      ['No group', ['C2']],
    ]);
  });

  it('labels an unnamed group with its id in pickers, so two can be told apart', () => {
    expect(groupOptionLabel({ groupId: id(50), name: undefined })).toBe(
      `Group made outside this console (${id(50)})`,
    );
    expect(groupOptionLabel({ groupId: id(60), name: 'Known' })).toBe('Known');
    expect(groupOptionLabel({ groupId: null })).toBe('No group');
  });

  it('leaves out "No group" when every channel has one', () => {
    expect(groupSections([channel(1, id(50))], []).map((s) => s.groupId)).toEqual([id(50)]);
  });
});
