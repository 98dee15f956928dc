import { describe, expect, it } from 'vitest';
import {
  buildCommands,
  matchCommands,
  personQuery,
  seenPeople,
  type CommandSources,
} from '../../../../src/renderer/src/app/command-menu/commands';

const SOURCES: CommandSources = {
  areas: [
    { id: 'video-calls', label: 'Video calls', description: 'Webinars' },
    { id: 'mangoes', label: 'Mangoes', description: 'What the business sells' },
    { id: 'bulk-jobs', label: 'Bulk jobs', description: 'CSV jobs' },
    { id: 'customers', label: 'Customers' },
  ],
  profiles: [
    { id: 'sandbox', name: 'Sandbox', kind: 'sandbox' },
    { id: 'p-live', name: 'Asha live', kind: 'live' },
  ],
  activeProfileId: 'sandbox',
  mangoes: [
    { id: 'm1', title: 'Starter Course' },
    { id: 'm2', title: 'Masterclass Monthly' },
    { id: 'm3', title: 'Old plan', gone: true },
  ],
  drafts: [{ id: 'd1', mangoId: 'm2', title: 'Masterclass Monthly', state: 'ready' }],
  jobs: [
    { id: 'j1', fileName: 'march-cohort.csv', title: 'Add customers', status: 'completed', createdAt: '' },
  ],
  calls: [{ id: 'c1', title: 'Tax season Q&A', fromTime: 'Nov 28, 09:20', timeZone: 'Asia/Kolkata' }],
  courses: [{ id: 'k1', title: 'Budgeting basics' }],
  channels: [{ id: 'ch1', name: 'General' }],
  badges: [{ id: 'b1', name: 'Early bird' }],
  people: [{ id: 'u1', name: 'Meera Iyer', email: 'meera.iyer0@example.test', phone: '9800000101' }],
};

const ids = (query: string) =>
  matchCommands(buildCommands(SOURCES), query).flatMap((group) => group.commands.map((c) => c.id));

describe('the command menu’s commands', () => {
  it('with nothing typed offers the screens and the actions, not every Mango', () => {
    expect(ids('')).toEqual([
      'go:video-calls',
      'go:mangoes',
      'go:bulk-jobs',
      'go:customers',
      'do:schedule-call',
      'do:import-csv',
      'do:find-person',
    ]);
  });

  it('with nothing typed lists every screen, however many there are', () => {
    const areas = Array.from({ length: 18 }, (_, i) => ({ id: `area-${i}`, label: `Area ${i}` }));
    const goTo = matchCommands(buildCommands({ ...SOURCES, areas }), '').find((g) => g.group === 'Go to');
    expect(goTo?.commands).toHaveLength(18);
  });

  it('finds a Mango, its new draft and its draft by title, whatever the case and spacing; a deleted one not', () => {
    expect(ids('starter  COURSE')).toEqual(['do:new-draft:m1', 'mango:m1']);
    expect(ids('masterclass')).toEqual(['do:new-draft:m2', 'mango:m2', 'draft:d1']);
    expect(ids('old plan')).toEqual([]);
  });

  it('opens each thing at its own address; a call in the zone it is read in', () => {
    const commands = buildCommands(SOURCES);
    const target = (id: string) => commands.find((c) => c.id === id)?.target;
    expect(target('mango:m1')).toEqual({ route: ['mangoes', 'mango', 'm1'] });
    expect(target('do:new-draft:m1')).toEqual({ route: ['mangoes', 'mango', 'm1', 'draft'] });
    expect(target('draft:d1')).toEqual({ route: ['drafts', 'draft', 'd1'] });
    expect(target('call:c1')).toEqual({ route: ['video-calls', 'call', 'c1', 'Asia/Kolkata'] });
    expect(target('job:j1')).toEqual({ route: ['bulk-jobs', 'job', 'j1'] });
    expect(target('do:schedule-call')).toEqual({ route: ['video-calls', 'new'] });
  });

  it('finds calls, jobs by file name, courses, channels and badges', () => {
    expect(ids('tax')).toEqual(['call:c1']);
    expect(ids('march')).toEqual(['job:j1']);
    expect(ids('budget')).toEqual(['course:k1']);
    expect(ids('general')).toEqual(['channel:ch1']);
    expect(ids('early')).toEqual(['badge:b1']);
  });

  it('finds a person already seen on this profile by name, email or phone, opening their page', () => {
    expect(ids('meera')).toEqual(['seen:u1']);
    expect(ids('iyer')).toEqual(['seen:u1']);
    expect(ids('9800000101')).toContain('seen:u1');
    const seen = buildCommands(SOURCES).find((c) => c.id === 'seen:u1');
    expect(seen?.target).toEqual({ route: ['customers', 'user', 'u1'] });
    expect(seen?.description).toContain('seen on this profile');
  });

  it('knows people from customer reads and from bulk job rows the service named, once each by user id', () => {
    const people = seenPeople(
      [
        { _id: 'u1', name: 'Meera Iyer', email: 'meera.iyer0@example.test', phone: 9800000101 },
        { _id: 'u2', email: 'ravi@example.test' },
      ],
      [
        // The same person in a job row: the customer read's fields win, the row fills nothing new.
        {
          values: { name: 'M. Iyer', email: 'meera.iyer0@example.test', phone: '9800000101' },
          state: 'succeeded',
          userId: 'u1',
        },
        // A row that named its person by email: the user id the lookup found is in its values.
        { values: { email: 'asha@example.test', userId: 'u3' }, state: 'succeeded' },
        // A user id typed in the CSV of a row that failed or was never sent: nobody the service named.
        { values: { userId: 'u9' }, state: 'failed' },
        { values: { name: 'Not Sent', email: 'not.sent@example.test' }, state: 'pending' },
        // A second read of u2 adds the name the first lacked.
        { values: { name: 'Ravi Kumar', email: 'ravi@example.test' }, state: 'succeeded', userId: 'u2' },
      ],
    );
    expect(people).toEqual([
      { id: 'u1', name: 'Meera Iyer', email: 'meera.iyer0@example.test', phone: '9800000101' },
      { id: 'u2', email: 'ravi@example.test', name: 'Ravi Kumar' },
      { id: 'u3', email: 'asha@example.test' },
    ]);
    const fromJob = buildCommands({ ...SOURCES, people }).find((c) => c.id === 'seen:u3');
    expect(fromJob?.target).toEqual({ route: ['customers', 'user', 'u3'] });
  });

  it('offers a switch to every other profile, through the switcher (never the active one)', () => {
    expect(ids('switch')).toEqual(['profile:p-live']);
    const live = buildCommands(SOURCES).find((c) => c.id === 'profile:p-live');
    expect(live?.target).toEqual({ profileId: 'p-live' });
    expect(live?.description).toContain('asks first');
  });

  it('finds a screen by its description and an action by its other words', () => {
    expect(ids('sells')).toEqual(['go:mangoes']);
    expect(ids('webinar')).toContain('do:schedule-call');
  });

  it('puts a person lookup first for an email or a phone number, and nothing for other text', () => {
    expect(personQuery(' meera.iyer0@example.test ')).toEqual({ email: 'meera.iyer0@example.test' });
    expect(personQuery('98765 43210')).toEqual({ phone: '9876543210' });
    expect(personQuery('starter')).toBeNull();
    expect(personQuery('12')).toBeNull();
    const groups = matchCommands(buildCommands(SOURCES), 'meera.iyer0@example.test');
    expect(groups[0]?.group).toBe('People');
    expect(groups[0]?.commands[0]?.target).toEqual({ findPerson: { email: 'meera.iyer0@example.test' } });
  });

  it('shows at most a few of each group, best first', () => {
    const many: CommandSources = {
      ...SOURCES,
      mangoes: Array.from({ length: 20 }, (_, i) => ({ id: `x${i}`, title: `Plan ${i}` })),
    };
    const mangoes = matchCommands(buildCommands(many), 'plan', 6).find((g) => g.group === 'Mangoes');
    expect(mangoes?.commands).toHaveLength(6);
    const ranked = matchCommands(buildCommands(SOURCES), 'course').find((g) => g.group === 'Mangoes');
    expect(ranked?.commands.map((c) => c.id)).toEqual(['mango:m1']);
  });
});
