/**
 * What the command menu (Ctrl+K / Cmd+K) offers, built from what the console already holds for the active
 * profile: its screens, common actions, the profiles, and the lists the screens have read (Mangoes, drafts,
 * bulk jobs, video calls, courses, channels, badges). Pure: no React, no bridge, so it is tested alone.
 * Nothing here writes: every command opens a screen, a form or the usual confirmation.
 */

export type CommandGroup =
  | 'Go to'
  | 'Do'
  | 'People'
  | 'Mangoes'
  | 'Drafts'
  | 'Video calls'
  | 'Bulk jobs'
  | 'Courses'
  | 'Channels'
  | 'Badges'
  | 'Profiles';

/** The order groups show in. */
export const GROUP_ORDER: readonly CommandGroup[] = [
  'People',
  'Go to',
  'Do',
  'Mangoes',
  'Drafts',
  'Video calls',
  'Bulk jobs',
  'Courses',
  'Channels',
  'Badges',
  'Profiles',
];

export type CommandTarget =
  /** Opens this address (`#/<segments>`), as a link would. */
  | { route: readonly string[] }
  /** Switches to this profile through the header's switcher (a live profile asks first). */
  | { profileId: string }
  /** Looks the person up with the service's documented lookup, then opens their page. */
  | { findPerson: { email: string } | { phone: string } };

export interface Command {
  id: string;
  group: CommandGroup;
  label: string;
  description?: string;
  /** Other words that find it (an area's description, a Mango's type). */
  keywords?: readonly string[];
  target: CommandTarget;
}

export interface CommandSources {
  areas: readonly { id: string; label: string; description?: string }[];
  profiles: readonly { id: string; name: string; kind: 'live' | 'sandbox' }[];
  activeProfileId: string | null;
  mangoes: readonly { id: string; title: string; gone?: boolean }[];
  drafts: readonly { id: string; mangoId: string; title: string; state: string }[];
  jobs: readonly { id: string; fileName: string; title: string; status: string; createdAt: string }[];
  calls: readonly { id: string; title: string; fromTime: string; timeZone?: string }[];
  courses: readonly { id: string; title: string }[];
  channels: readonly { id: string; name: string }[];
  badges: readonly { id: string; name: string }[];
  /** People this console has already read on the profile (customer pages, lookups, points, job rows). */
  people: readonly SeenPerson[];
}

export interface SeenPerson {
  id: string;
  name?: string;
  email?: string;
  phone?: string;
}

/** A user as the service answers one (a customer page, a lookup, a points read). */
interface ServiceUser {
  _id?: string;
  name?: string;
  email?: string;
  phone?: string | number;
}

/** A bulk job's row as main shows it: the kind's columns and, once done, the user id the service gave. */
interface JobRowSeen {
  values: Record<string, string>;
  state: string;
  userId?: string;
}

/**
 * Everyone the screens have read on this profile, once each by user id: people the service answered
 * (customer pages, lookups, a person's points) and the rows of bulk jobs whose person the service named:
 * the user id of its answer, or the row's own user id once the service took or already had the row (a
 * user id typed in a CSV proves nothing until then). Where two reads
 * describe one person, the first read's fields win and the others fill what it lacked.
 */
export function seenPeople(users: readonly ServiceUser[], jobRows: readonly JobRowSeen[]): SeenPerson[] {
  const byId = new Map<string, SeenPerson>();
  const add = (id: string | undefined, fields: Omit<SeenPerson, 'id'>) => {
    if (!id) return;
    const known = byId.get(id) ?? { id };
    for (const [key, value] of Object.entries(fields) as [keyof typeof fields, string | undefined][])
      if (value && known[key] === undefined) known[key] = value;
    byId.set(id, known);
  };
  for (const user of users)
    add(user._id, {
      name: user.name,
      email: user.email,
      phone: user.phone === undefined ? undefined : String(user.phone),
    });
  const known = (row: JobRowSeen) => row.state === 'succeeded' || row.state === 'skipped';
  for (const row of jobRows)
    add(row.userId || (known(row) ? row.values.userId : undefined), {
      name: row.values.name,
      email: row.values.email,
      phone: row.values.phone,
    });
  return [...byId.values()];
}

const has = (areas: CommandSources['areas'], id: string) => areas.some((a) => a.id === id);

/** Every command for these sources, before any search. */
export function buildCommands(sources: CommandSources): Command[] {
  const { areas } = sources;
  const commands: Command[] = areas.map((area) => ({
    id: `go:${area.id}`,
    group: 'Go to',
    label: area.label,
    ...(area.description ? { description: area.description } : {}),
    target: { route: [area.id] },
  }));
  if (has(areas, 'video-calls'))
    commands.push({
      id: 'do:schedule-call',
      group: 'Do',
      label: 'Schedule a call',
      description: 'Opens the form; nothing is sent until you create the call',
      keywords: ['video call', 'webinar', 'new call', 'workshop'],
      target: { route: ['video-calls', 'new'] },
    });
  if (has(areas, 'bulk-jobs'))
    commands.push({
      id: 'do:import-csv',
      group: 'Do',
      label: 'Import a CSV for bulk jobs',
      description: 'Opens Bulk jobs; a file is checked before anything is sent',
      keywords: ['bulk', 'migration', 'csv', 'upload'],
      target: { route: ['bulk-jobs'] },
    });
  if (has(areas, 'customers'))
    commands.push({
      id: 'do:find-person',
      group: 'Do',
      label: 'Find a person',
      description: 'By email, phone number or user id, on Customers',
      keywords: ['customer', 'member', 'user', 'search'],
      target: { route: ['customers'] },
    });
  for (const mango of sources.mangoes) {
    if (mango.gone) continue;
    commands.push({
      id: `mango:${mango.id}`,
      group: 'Mangoes',
      label: mango.title,
      description: 'Open the Mango',
      target: { route: ['mangoes', 'mango', mango.id] },
    });
    commands.push({
      id: `do:new-draft:${mango.id}`,
      group: 'Do',
      label: `New draft of ${mango.title}`,
      description: 'Opens the draft editor; nothing is sent until you apply it',
      keywords: ['edit', 'change', 'price'],
      target: { route: ['mangoes', 'mango', mango.id, 'draft'] },
    });
  }
  for (const draft of sources.drafts)
    commands.push({
      id: `draft:${draft.id}`,
      group: 'Drafts',
      label: `Draft of ${draft.title}`,
      description: draft.state,
      target: { route: ['drafts', 'draft', draft.id] },
    });
  for (const call of sources.calls)
    commands.push({
      id: `call:${call.id}`,
      group: 'Video calls',
      label: call.title,
      description: call.fromTime,
      target: { route: ['video-calls', 'call', call.id, ...(call.timeZone ? [call.timeZone] : [])] },
    });
  for (const job of sources.jobs)
    commands.push({
      id: `job:${job.id}`,
      group: 'Bulk jobs',
      label: job.fileName,
      description: `${job.title} · ${job.status}`,
      target: { route: ['bulk-jobs', 'job', job.id] },
    });
  for (const course of sources.courses)
    commands.push({
      id: `course:${course.id}`,
      group: 'Courses',
      label: course.title,
      description: 'On Courses',
      target: { route: ['courses'] },
    });
  for (const channel of sources.channels)
    commands.push({
      id: `channel:${channel.id}`,
      group: 'Channels',
      label: channel.name,
      description: 'On Channels & groups',
      target: { route: ['channels'] },
    });
  for (const badge of sources.badges)
    commands.push({
      id: `badge:${badge.id}`,
      group: 'Badges',
      label: badge.name,
      description: 'On Badges & points',
      target: { route: ['gamification'] },
    });
  for (const person of sources.people) {
    const label = person.name ?? person.email ?? person.phone ?? person.id;
    commands.push({
      id: `seen:${person.id}`,
      group: 'People',
      label,
      description: [person.email, person.phone, 'seen on this profile'].filter(Boolean).join(' · '),
      keywords: [person.email, person.phone].filter((k): k is string => Boolean(k)),
      target: { route: ['customers', 'user', person.id] },
    });
  }
  for (const profile of sources.profiles) {
    if (profile.id === sources.activeProfileId) continue;
    commands.push({
      id: `profile:${profile.id}`,
      group: 'Profiles',
      label: `Switch profile to ${profile.name}`,
      description: profile.kind === 'live' ? 'A live business: asks first' : 'A sandbox',
      keywords: ['profile', 'business', 'switch'],
      target: { profileId: profile.id },
    });
  }
  return commands;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The person a query names by email or phone (the service's documented lookup), or null. */
export function personQuery(query: string): { email: string } | { phone: string } | null {
  const value = query.trim();
  if (EMAIL.test(value)) return { email: value };
  const digits = value.replace(/[\s()-]/g, '');
  if (/^\d{6,15}$/.test(digits)) return { phone: digits };
  return null;
}

/** Lower case, runs of spaces one, accents kept: how a query and a label are compared. */
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * How well `text` answers the query: 3 when it begins with it, 2 when a word does, 1 when it holds it
 * anywhere, 0 when not every word of the query is in it.
 */
function score(text: string, query: string): number {
  const t = fold(text);
  const q = fold(query);
  if (t.startsWith(q)) return 3;
  if (t.includes(` ${q}`)) return 2;
  if (t.includes(q)) return 1;
  const words = q.split(' ');
  return words.every((w) => t.includes(w)) ? 1 : 0;
}

export interface CommandMatch {
  group: CommandGroup;
  commands: Command[];
}

/**
 * The commands that answer a query, by group in GROUP_ORDER, best first in each and at most `perGroup`
 * of each. An empty query shows what to start with: every screen and the actions. A query naming a person
 * (email, phone) adds the lookup first.
 */
export function matchCommands(commands: readonly Command[], query: string, perGroup = 6): CommandMatch[] {
  const q = fold(query);
  const scored: { command: Command; score: number; index: number }[] = [];
  commands.forEach((command, index) => {
    if (!q) {
      if (command.group === 'Go to' || (command.group === 'Do' && !command.id.startsWith('do:new-draft')))
        scored.push({ command, score: 1, index });
      return;
    }
    const best = Math.max(
      score(command.label, q),
      ...(command.keywords ?? []).map((k) => (score(k, q) > 0 ? 1 : 0)),
      command.description && command.group === 'Go to' ? Math.min(1, score(command.description, q)) : 0,
    );
    if (best > 0) scored.push({ command, score: best, index });
  });
  const person = personQuery(query);
  if (person) {
    const what = 'email' in person ? person.email : person.phone;
    scored.push({
      command: {
        id: `person:${what}`,
        group: 'People',
        label: `Look up ${what}`,
        description: 'One read of the service’s person lookup; opens their page on Customers',
        target: { findPerson: person },
      },
      score: 4,
      index: -1,
    });
  }
  return GROUP_ORDER.map((group) => ({
    group,
    commands: scored
      .filter((s) => s.command.group === group)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, q || group !== 'Go to' ? perGroup : undefined)
      .map((s) => s.command),
  })).filter((m) => m.commands.length > 0);
}
