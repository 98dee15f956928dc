import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChannelOutput } from '../../../../src/shared/bridge';
import { parsePersonQuery } from '../../../../src/shared/areas/gamification/person-channels';
import { assignSummary } from '../../../../src/renderer/src/areas/gamification/AssignPointsModal';
import { badgeFormValues } from '../../../../src/renderer/src/areas/gamification/BadgeFormFields';
import { PeoplePanel } from '../../../../src/renderer/src/areas/gamification/PeoplePanel';
import { PersonGamificationPanel } from '../../../../src/renderer/src/areas/gamification/PersonGamificationPanel';
import { APP_SCOPE, bridgeKey, createQueryClient } from '../../../../src/renderer/src/data/query';
import { failure, fakeBridge, wait, wrapper, type FakeBridge } from '../fake-bridge';

const USER = 'fa0000000000000000000002';
const OTHER = 'fa0000000000000000000003';
const RISING = 'bad000000000000000000001';
const MODERATOR = 'bad000000000000000000003';

const person = (): ChannelOutput<'gamification.userPoints'> => ({
  person: { _id: USER, name: 'Meera Iyer', email: 'meera@example.test' },
  badges: [{ _id: RISING, name: 'Rising Star' }],
  points: [
    { type: 'dailyActive', score: 40 },
    { type: 'custom', score: 25 },
  ],
  totalScore: 65,
});
const ledger = (): ChannelOutput<'gamification.ledger'> => ({
  entries: [
    {
      _id: 'e1',
      score: 25,
      type: 'custom',
      description: 'Points assigned through the API',
      date: '2026-01-05T10:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
  hasNext: false,
});

function mount(bridge: FakeBridge, node: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(bridgeKey('profiles.list', APP_SCOPE, {}), bridge.profileList());
  const Wrapper = wrapper(bridge.api, client);
  return render(
    <MantineProvider>
      <Wrapper>{node}</Wrapper>
    </MantineProvider>,
  );
}

describe('naming a person', () => {
  it('reads an id, an email or a phone number from one box, and says what to fix otherwise', () => {
    expect(parsePersonQuery(` ${USER} `)).toEqual({ query: { userId: USER } });
    expect(parsePersonQuery('meera@example.test')).toEqual({ query: { email: 'meera@example.test' } });
    expect(parsePersonQuery('+91 98765-43210')).toEqual({ query: { phone: '+919876543210' } });
    expect(parsePersonQuery('')).toEqual({ error: 'Give an email, a phone number or a user id' });
    expect(parsePersonQuery('meera@')).toEqual({ error: 'Give a full email address' });
    expect(parsePersonQuery('12ab')).toMatchObject({ error: expect.stringMatching(/digits/) });
  });

  it('asks with how many points and how many people', () => {
    expect(assignSummary(10, 3)).toBe('Give 10 points to 3 people?');
    expect(assignSummary(-1, 1)).toBe('Take 1 point away from 1 person?');
    expect(assignSummary(1500, 1)).toMatch(/^Give 1,500 points to 1 person\?$/);
  });
});

describe('PersonGamificationPanel', () => {
  it('shows the person by name, their v1 points, badges and ledger', async () => {
    const bridge = fakeBridge({ 'gamification.userPoints': person, 'gamification.ledger': ledger });
    mount(bridge, <PersonGamificationPanel userId={USER} />);
    expect(await screen.findByText('Meera Iyer')).toBeTruthy();
    expect(screen.getByTestId('person-total').textContent).toBe('65 in total');
    expect(screen.getByText('Daily active')).toBeTruthy();
    expect(within(screen.getByTestId('person-badges')).getByText('Rising Star')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('ledger-row')).toHaveLength(1));
    expect(screen.getByText('+25')).toBeTruthy();
    expect(bridge.callsTo('gamification.userPoints')).toEqual([
      { profileId: 'p1', person: { userId: USER } },
    ]);
    expect(bridge.callsTo('gamification.ledger')).toEqual([
      { profileId: 'p1', userId: USER, page: 1, limit: 20 },
    ]);
  });

  it('reads with the profile it is given', async () => {
    const bridge = fakeBridge({ 'gamification.userPoints': person, 'gamification.ledger': ledger });
    mount(bridge, <PersonGamificationPanel profileId="p9" userId={USER} />);
    await screen.findByText('Meera Iyer');
    expect(bridge.callsTo('gamification.userPoints')[0]).toMatchObject({ profileId: 'p9' });
    expect(bridge.callsTo('gamification.ledger')[0]).toMatchObject({ profileId: 'p9' });
  });

  it('shows why the points could not be read', async () => {
    const bridge = fakeBridge({
      'gamification.userPoints': () =>
        failure({ kind: 'not_found', message: 'No member of this business has the user id x.' }),
      'gamification.ledger': ledger,
    });
    mount(bridge, <PersonGamificationPanel userId={USER} />);
    expect(await screen.findByText(/No member of this business/)).toBeTruthy();
  });

  it('gives points after a confirmation that names the count, sends once, then reads points and ledger again', async () => {
    let answer: (() => void) | undefined;
    const bridge = fakeBridge({
      'gamification.userPoints': person,
      'gamification.ledger': ledger,
      'gamification.assignPoints': (input, call) => {
        answer = () =>
          call.answer({ score: input.score, assigned: [{ userId: USER, pointsId: 'p-1' }], unconfirmed: [] });
        return wait;
      },
    });
    mount(bridge, <PersonGamificationPanel userId={USER} />);
    await screen.findByText('Meera Iyer');
    fireEvent.click(screen.getByTestId('person-assign-points'));
    const amount = await screen.findByTestId('points-amount');
    fireEvent.change(amount, { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('points-review'));
    expect((await screen.findByTestId('points-confirm')).textContent).toContain(
      'Give 15 points to 1 person?',
    );
    expect(bridge.count('gamification.assignPoints')).toBe(0);
    const send = screen.getByTestId('points-send');
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(bridge.count('gamification.assignPoints')).toBe(1));
    expect(bridge.callsTo('gamification.assignPoints')).toEqual([
      { profileId: 'p1', userIds: [USER], score: 15 },
    ]);
    const before = {
      points: bridge.count('gamification.userPoints'),
      ledger: bridge.count('gamification.ledger'),
    };
    act(() => answer?.());
    expect((await screen.findByTestId('points-done')).textContent).toContain('Gave 15 points to 1 person');
    await waitFor(() => expect(bridge.count('gamification.userPoints')).toBeGreaterThan(before.points));
    expect(bridge.count('gamification.ledger')).toBeGreaterThan(before.ledger);
  });

  it('after a lost answer, says to check the ledger and does not offer to send again', async () => {
    const bridge = fakeBridge({
      'gamification.userPoints': person,
      'gamification.ledger': ledger,
      'gamification.assignPoints': () =>
        failure({ kind: 'network', message: 'The connection was reset after sending.', outcome: 'unknown' }),
    });
    mount(bridge, <PersonGamificationPanel userId={USER} />);
    await screen.findByText('Meera Iyer');
    fireEvent.click(screen.getByTestId('person-assign-points'));
    fireEvent.click(await screen.findByTestId('points-review'));
    await screen.findByTestId('points-confirm');
    fireEvent.click(screen.getByTestId('points-send'));
    expect(
      await screen.findByText('The answer was lost: check the ledger before sending again'),
    ).toBeTruthy();
    expect((screen.getByTestId('points-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('points-send'));
    expect(bridge.count('gamification.assignPoints')).toBe(1);
  });

  it('takes points away with the sign the person chose', async () => {
    const bridge = fakeBridge({
      'gamification.userPoints': person,
      'gamification.ledger': ledger,
      'gamification.assignPoints': (input) => ({
        score: input.score,
        assigned: [{ userId: USER, pointsId: 'p-2' }],
        unconfirmed: [],
      }),
    });
    mount(bridge, <PersonGamificationPanel userId={USER} />);
    await screen.findByText('Meera Iyer');
    fireEvent.click(screen.getByTestId('person-assign-points'));
    fireEvent.click(await screen.findByText('Take away'));
    fireEvent.change(screen.getByTestId('points-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('points-review'));
    expect((await screen.findByTestId('points-confirm')).textContent).toContain(
      'Take 5 points away from 1 person?',
    );
    fireEvent.click(screen.getByTestId('points-send'));
    await waitFor(() =>
      expect(bridge.callsTo('gamification.assignPoints')).toEqual([
        { profileId: 'p1', userIds: [USER], score: -5 },
      ]),
    );
  });

  it('assigns badges picked by name; a held badge cannot be picked again', async () => {
    const bridge = fakeBridge({
      'gamification.userPoints': person,
      'gamification.ledger': ledger,
      'gamification.badges': () => ({
        badges: [
          { _id: RISING, name: 'Rising Star' },
          { _id: MODERATOR, name: 'Moderator' },
        ],
        total: 2,
      }),
      'gamification.assignBadges': (input) => ({ userId: USER, badgeIds: input.badgeIds, message: 'ok' }),
    });
    mount(bridge, <PersonGamificationPanel userId={USER} />);
    await screen.findByText('Meera Iyer');
    fireEvent.click(screen.getByTestId('person-assign-badges'));
    fireEvent.click(await screen.findByTestId('assign-badges-submit'));
    expect(await screen.findByText('Pick at least one badge')).toBeTruthy();
    expect(bridge.count('gamification.assignBadges')).toBe(0);
    const pick = screen.getByTestId('assign-badges-pick');
    fireEvent.click(pick);
    await waitFor(() => expect(screen.getByText('Rising Star (held)')).toBeTruthy());
    fireEvent.click(screen.getByText('Moderator'));
    fireEvent.click(screen.getByTestId('assign-badges-submit'));
    await waitFor(() =>
      expect(bridge.callsTo('gamification.assignBadges')).toEqual([
        { profileId: 'p1', userId: USER, badgeIds: [MODERATOR] },
      ]),
    );
  });
});

describe('People tab', () => {
  it('refuses what is not an email, phone or id without asking main, then looks the person up', async () => {
    const bridge = fakeBridge({ 'gamification.userPoints': person, 'gamification.ledger': ledger });
    mount(bridge, <PeoplePanel />);
    fireEvent.change(screen.getByTestId('person-query'), { target: { value: 'meera@' } });
    fireEvent.click(screen.getByTestId('person-lookup'));
    expect(await screen.findByText('Give a full email address')).toBeTruthy();
    expect(bridge.count('gamification.userPoints')).toBe(0);
    fireEvent.change(screen.getByTestId('person-query'), { target: { value: 'meera@example.test' } });
    fireEvent.click(screen.getByTestId('person-lookup'));
    expect(await screen.findByTestId('person-gamification')).toBeTruthy();
    expect(bridge.callsTo('gamification.userPoints')[0]).toEqual({
      profileId: 'p1',
      person: { email: 'meera@example.test' },
    });
  });

  it('gives points to several people by id, after naming how many', async () => {
    const bridge = fakeBridge({
      'gamification.assignPoints': (input) => ({
        score: input.score,
        assigned: input.userIds.map((userId: string) => ({ userId, pointsId: `p-${userId}` })),
        unconfirmed: [],
      }),
    });
    mount(bridge, <PeoplePanel />);
    fireEvent.click(screen.getByTestId('bulk-assign-points'));
    const people = await screen.findByTestId('points-people');
    fireEvent.paste(people, { clipboardData: { getData: () => `${USER}, ${OTHER}` } });
    fireEvent.click(screen.getByTestId('points-review'));
    expect((await screen.findByTestId('points-confirm')).textContent).toContain(
      'Give 10 points to 2 people?',
    );
    fireEvent.click(screen.getByTestId('points-send'));
    await waitFor(() =>
      expect(bridge.callsTo('gamification.assignPoints')).toEqual([
        { profileId: 'p1', userIds: [USER, OTHER], score: 10 },
      ]),
    );
  });
});

describe('editing a badge', () => {
  it('starts the form from the badge as the service has it', () => {
    expect(
      badgeFormValues({
        _id: RISING,
        name: 'Rising Star',
        enableAutomation: true,
        pointsThreshold: 500,
        pointCategoryForAutomation: 'week',
      }),
    ).toEqual({
      name: 'Rising Star',
      description: '',
      imageUrl: '',
      automation: { kind: 'points', threshold: 500, category: 'week', mangoes: [] },
    });
    // The documented badge carries every field: an empty Mango list and threshold 0 mean "not this kind".
    expect(
      badgeFormValues({
        _id: RISING,
        name: 'Pro',
        enableAutomation: true,
        pointsThreshold: 0,
        automationEnabledMangoes: ['ae0000000000000000000002'],
      }).automation,
    ).toMatchObject({ kind: 'mangoes', mangoes: ['ae0000000000000000000002'], threshold: 500 });
    expect(badgeFormValues({ _id: RISING, name: 'Mod', enableAutomation: false }).automation.kind).toBe(
      'none',
    );
  });
});
