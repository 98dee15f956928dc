import { afterEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { ChannelOutput } from '../../../../src/shared/bridge';
import type {
  LocalWebhookSubscription,
  WebhookDelivery,
} from '../../../../src/shared/areas/webhooks/channels';
import {
  KEEP_DELIVERIES,
  useClearDeliveries,
  useDeliveries,
  useReceiverActions,
  useReceiverStatus,
  useSubscribe,
  useSubscriptions,
  withDelivery,
} from '../../../../src/renderer/src/areas/webhooks/queries';
import { webhooksViews } from '../../../../src/renderer/src/areas/webhooks/view-store';
import { receiverEvents } from '../../../../src/renderer/src/areas/webhooks/webhook-event-options';
import { deferred, failure, fakeBridge } from '../fake-bridge';
import { renderAreaHook } from '../render-area-hook';

afterEach(() => webhooksViews.store.setState({}, true));

const delivery = (id: number) => ({ id, label: `d${id}` }) as WebhookDelivery;
const status = (running: boolean, received = 0): ChannelOutput<'webhooks.receiverStatus'> => ({
  running,
  url: running ? 'http://127.0.0.1:1' : null,
  urls: running ? Object.fromEntries(receiverEvents.map((e) => [e, `http://127.0.0.1:1/hooks/${e}`])) : {},
  startedAt: null,
  received,
});
const subscription = (event: string, hookUrl: string) =>
  ({ id: event, event, hookUrl, subscribedAt: 't', builtInReceiver: true }) as LocalWebhookSubscription;

describe('deliveries', () => {
  it('adds each announced delivery once, to the list read from main, keeping the last 200', async () => {
    const bridge = fakeBridge({ 'webhooks.deliveries': () => ({ deliveries: [delivery(1)] }) });
    const { result } = renderAreaHook(() => useDeliveries(), bridge);
    await waitFor(() => expect(result.current.data?.deliveries).toHaveLength(1));
    act(() => bridge.emit('webhooks.delivery', delivery(2)));
    act(() => bridge.emit('webhooks.delivery', delivery(2)));
    await waitFor(() => expect(result.current.data?.deliveries.map((d) => d.id)).toEqual([1, 2]));
    expect(bridge.callsTo('webhooks.deliveries')).toHaveLength(1);

    const full = { deliveries: Array.from({ length: KEEP_DELIVERIES }, (_, i) => delivery(i)) };
    const next = withDelivery(full, delivery(KEEP_DELIVERIES));
    expect(next.deliveries).toHaveLength(KEEP_DELIVERIES);
    expect(next.deliveries.at(-1)?.id).toBe(KEEP_DELIVERIES);
    expect(withDelivery(full, delivery(5))).toBe(full);
  });

  it('reads the list again after clearing it', async () => {
    let kept = [delivery(1)];
    const bridge = fakeBridge({
      'webhooks.deliveries': () => ({ deliveries: kept }),
      'webhooks.clearDeliveries': () => {
        kept = [];
        return { cleared: 1 };
      },
    });
    const { result } = renderAreaHook(() => ({ list: useDeliveries(), clear: useClearDeliveries() }), bridge);
    await waitFor(() => expect(result.current.list.data?.deliveries).toHaveLength(1));
    act(() => result.current.clear.mutate({}));
    await waitFor(() => expect(result.current.list.data?.deliveries).toEqual([]));
  });
});

describe('the built-in receiver', () => {
  it('starts, subscribes every current event not yet subscribed, then reads the list again', async () => {
    const first = receiverEvents[0]!;
    let list = [subscription(first, `http://127.0.0.1:1/hooks/${first}`)];
    const started = deferred<ChannelOutput<'webhooks.receiverStart'>>();
    const bridge = fakeBridge({
      'webhooks.list': () => ({ subscriptions: list }),
      'webhooks.receiverStatus': () => status(false),
      'webhooks.receiverStart': () => started.promise,
      'webhooks.subscribe': (input) => {
        list = [...list, subscription(String(input.event), String(input.hookUrl))];
        return {} as never;
      },
    });
    const { result } = renderAreaHook(
      () => ({ actions: useReceiverActions(), list: useSubscriptions(), receiver: useReceiverStatus() }),
      bridge,
    );
    await waitFor(() => expect(result.current.list.data?.subscriptions).toHaveLength(1));
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.actions.busy).toBe('receiver'));
    started.resolve(status(true));
    await waitFor(() => expect(result.current.actions.busy).toBeNull());
    expect(result.current.receiver.data?.running).toBe(true);
    expect(bridge.callsTo('webhooks.subscribe').map((i) => i.event)).toEqual(receiverEvents.slice(1));
    expect(bridge.callsTo('webhooks.subscribe')[0]).toMatchObject({ profileId: 'p1' });
    await waitFor(() => expect(result.current.list.data?.subscriptions).toHaveLength(receiverEvents.length));
  });

  it('stops subscribing at the first refusal and shows it until dismissed', async () => {
    const bridge = fakeBridge({
      'webhooks.list': () => ({ subscriptions: [] }),
      'webhooks.receiverStart': () => status(true),
      'webhooks.subscribe': () => failure({ kind: 'validation', message: 'loopback only' }),
    });
    const { result } = renderAreaHook(
      () => ({ actions: useReceiverActions(), list: useSubscriptions() }),
      bridge,
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.actions.error?.message).toBe('loopback only'));
    expect(bridge.callsTo('webhooks.subscribe')).toHaveLength(1);
    // The list is read again even after a refusal: what was subscribed before it stays listed.
    await waitFor(() => expect(bridge.callsTo('webhooks.list')).toHaveLength(2));
    act(() => result.current.actions.dismiss());
    await waitFor(() => expect(result.current.actions.error).toBeNull());
  });

  it('fires an event: says which is busy, keeps the answer, and reads the status again either way', async () => {
    const answer = deferred<ChannelOutput<'webhooks.fire'>>();
    let received = 0;
    let refuse = false;
    const bridge = fakeBridge({
      'webhooks.receiverStatus': () => status(true, received),
      'webhooks.fire': () => (refuse ? failure({ message: 'not sandbox' }) : answer.promise),
      'webhooks.receiverStop': () => status(false),
    });
    const { result } = renderAreaHook(
      () => ({ actions: useReceiverActions(), receiver: useReceiverStatus() }),
      bridge,
    );
    await waitFor(() => expect(result.current.receiver.data?.running).toBe(true));
    act(() => result.current.actions.fire('course.completed.50'));
    await waitFor(() => expect(result.current.actions.busy).toBe('course.completed.50'));
    received = 1;
    await act(async () => answer.resolve({ description: 'A learner crossed 50%', deliveries: [] }));
    await waitFor(() => expect(result.current.receiver.data?.received).toBe(1));
    expect(webhooksViews.get('p1').lastFire?.description).toBe('A learner crossed 50%');
    expect(bridge.callsTo('webhooks.fire')).toEqual([{ profileId: 'p1', event: 'course.completed.50' }]);

    refuse = true;
    received = 2;
    act(() => result.current.actions.fire('user.deleted'));
    await waitFor(() => expect(result.current.actions.error?.message).toBe('not sandbox'));
    await waitFor(() => expect(result.current.receiver.data?.received).toBe(2));
    expect(webhooksViews.get('p1').lastFire?.description).toBe('A learner crossed 50%');

    act(() => result.current.actions.stop());
    await waitFor(() => expect(result.current.receiver.data?.running).toBe(false));
    expect(result.current.actions.error).toBeNull();
  });
});

describe('subscribing a receiver', () => {
  it('sends the form for the active profile and reads the local list again', async () => {
    let list: LocalWebhookSubscription[] = [];
    const bridge = fakeBridge({
      'webhooks.list': () => ({ subscriptions: list }),
      'webhooks.subscribe': (input) => {
        if (list.length) return failure({ kind: 'conflict', message: 'Already subscribed' });
        list = [subscription(String(input.event), String(input.hookUrl))];
        return { subscription: list[0]!, via: { path: '/p', fellBack: false } } as never;
      },
    });
    const { result } = renderAreaHook(() => ({ list: useSubscriptions(), form: useSubscribe() }), bridge);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.form.subscribe({ hookUrl: 'http://127.0.0.1:9/x', event: 'user.deleted' }));
    await waitFor(() => expect(result.current.list.data?.subscriptions).toHaveLength(1));
    expect(result.current.form.data?.via.path).toBe('/p');
    expect(bridge.callsTo('webhooks.subscribe')[0]).toEqual({
      profileId: 'p1',
      hookUrl: 'http://127.0.0.1:9/x',
      event: 'user.deleted',
    });
    act(() => result.current.form.subscribe({ hookUrl: 'http://127.0.0.1:9/x', event: 'user.deleted' }));
    await waitFor(() => expect(result.current.form.appError?.kind).toBe('conflict'));
    expect(result.current.form.data).toBeUndefined();
  });
});
