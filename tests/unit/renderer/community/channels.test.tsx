import { beforeEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { NewChannelFields, NewGroupFields } from '../../../../src/shared/areas/community/channels';
import { useContractForm } from '../../../../src/renderer/src/data/form';
import {
  useAccessOptions,
  useChannelOverview,
  useCreateChannel,
  useCreateGroup,
} from '../../../../src/renderer/src/areas/community/channels/queries';
import { useChannelsView } from '../../../../src/renderer/src/areas/community/channels/view-store';
import { type Call, failure, fakeBridge, renderWithBridge, wait } from '../fake-bridge';

const general = { _id: 'ca0000000000000000000001', name: 'General' };
const archive = { _id: 'ca0000000000000000000002', name: 'Archive 2023', isArchived: true };

/** Channels answered at once, or held (`hold`) until the test answers them. */
function channelsBridge(hold = false) {
  let created = 0;
  return fakeBridge({
    'community.channels': (input) =>
      hold && input.includeArchived
        ? wait
        : {
            channels: [general, ...(input.includeArchived ? [archive] : [])],
            groups: Array.from({ length: created }, (_, i) => ({
              _id: `g${i}`,
              name: `G${i}`,
              createdAt: '',
            })),
          },
    'community.accessOptions': () => ({ mangoes: [], badges: [] }),
    'community.createGroup': (input) => {
      if (input.name === 'taken') return failure({ status: 400, message: 'Group exists' });
      created += 1;
      return { _id: `g${created}`, name: input.name, rank: created };
    },
    'community.createChannel': (input) => ({ _id: 'ca0000000000000000000009', name: input.name }),
  });
}

beforeEach(() => useChannelsView.setState({ includeArchived: false }));

describe('community channels', () => {
  it('lists channels, and keeps the last list on screen while the archived ones load', async () => {
    const fake = channelsBridge(true);
    const { result } = renderWithBridge(fake.api, () => {
      const includeArchived = useChannelsView((v) => v.includeArchived);
      return useChannelOverview(includeArchived);
    });
    await waitFor(() => expect(result.current.data?.channels).toEqual([general]));
    act(() => useChannelsView.getState().setIncludeArchived(true));
    await waitFor(() => expect(fake.of('community.channels')).toHaveLength(2));
    expect(result.current.data?.channels).toEqual([general]);
    expect(result.current.isPlaceholderData).toBe(true);
    const held = fake.of('community.channels')[1] as Call;
    expect(held.input).toEqual({ includeArchived: true });
    act(() => held.answer({ channels: [general, archive], groups: [] }));
    await waitFor(() => expect(result.current.data?.channels).toEqual([general, archive]));
  });

  it('gives a failed list its AppError', async () => {
    const fake = fakeBridge({
      'community.channels': () => failure({ status: 400, message: 'Community is off' }),
    });
    const { result } = renderWithBridge(fake.api, () => useChannelOverview(false));
    await waitFor(() => expect(result.current.appError).toMatchObject({ status: 400 }));
  });

  it('reads the channel list again after a group or a channel is created, not after a refusal', async () => {
    const fake = channelsBridge();
    const { result } = renderWithBridge(fake.api, () => ({
      overview: useChannelOverview(false),
      access: useAccessOptions(),
      group: useCreateGroup(),
      channel: useCreateChannel(),
    }));
    await waitFor(() => expect(result.current.overview.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.access.data).toEqual({ mangoes: [], badges: [] }));

    await act(() => result.current.group.mutateAsync({ name: 'Cohort 7' }));
    await waitFor(() => expect(result.current.overview.data?.groups).toHaveLength(1));
    expect(fake.of('community.channels')).toHaveLength(2);

    await act(() => result.current.group.mutateAsync({ name: 'taken' }).catch(() => undefined));
    await waitFor(() => expect(result.current.group.appError?.message).toBe('Group exists'));
    expect(fake.of('community.channels')).toHaveLength(2);

    await act(() => result.current.channel.mutateAsync({ name: 'Lounge', isHidden: false }));
    expect(fake.of('community.channels')).toHaveLength(3);
    expect(fake.of('community.createChannel')[0]?.input).toEqual({ name: 'Lounge', isHidden: false });
  });

  it('checks the forms with the channel inputs’ own messages', () => {
    const fake = fakeBridge({});
    const { result } = renderWithBridge(fake.api, () => ({
      group: useContractForm(NewGroupFields, {
        initialValues: { name: '   ', hideFromNonChannelMember: false },
      }),
      channel: useContractForm(NewChannelFields, {
        initialValues: { name: '', description: '', isHidden: false, mangoArr: [], badgeArr: [] },
      }),
    }));
    act(() => {
      result.current.group.validate();
      result.current.channel.validate();
    });
    expect(result.current.group.errors.name).toBe('Give the group a name (it cannot be empty)');
    expect(result.current.channel.errors.name).toBe('Give the channel a name');
    act(() => result.current.channel.setFieldValue('name', 'Lounge'));
    act(() => {
      result.current.channel.validate();
    });
    expect(result.current.channel.errors).toEqual({});
  });
});
