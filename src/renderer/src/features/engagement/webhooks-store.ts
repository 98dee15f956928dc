import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi, ChannelInput, ChannelOutput } from '@shared/bridge';
import type { LocalWebhookSubscription, ReceiverStatus, WebhookDelivery } from '@shared/channels/engagement';
import type { WebhookEventName } from '@shared/contract/webhook-events';
import type { AppError, Result } from '@shared/errors';
import { receiverEvents } from './webhook-event-options';

const KEEP = 200;

export interface WebhooksState {
  profileId: string | null;
  subscriptions: LocalWebhookSubscription[];
  listError: AppError | null;
  receiver: ReceiverStatus | null;
  deliveries: WebhookDelivery[];
  busy: string | null;
  error: AppError | null;
  lastFire: ChannelOutput<'webhooks.fire'> | null;
  setProfile: (profileId: string | null) => void;
  load: () => Promise<void>;
  subscribe: (
    input: Omit<ChannelInput<'webhooks.subscribe'>, 'profileId'>,
  ) => Promise<Result<ChannelOutput<'webhooks.subscribe'>>>;
  startBuiltIn: () => Promise<void>;
  stopReceiver: () => Promise<void>;
  fire: (
    event: WebhookEventName,
    association?: { mango?: string; course?: string; webinar?: string },
  ) => Promise<void>;
  clearDeliveries: () => Promise<void>;
  addDelivery: (delivery: WebhookDelivery) => void;
  dismissError: () => void;
}

export type WebhooksStore = StoreApi<WebhooksState>;

export function createWebhooksStore(api: BridgeApi): WebhooksStore {
  return createStore<WebhooksState>()((set, get) => {
    const scope = () => (get().profileId ? { profileId: get().profileId ?? undefined } : {});
    const run = async <T>(label: string, work: () => Promise<Result<T>>): Promise<Result<T>> => {
      set({ busy: label, error: null });
      const result = await work();
      set({ busy: null, ...(result.ok ? {} : { error: result.error }) });
      return result;
    };
    const refreshList = async () => {
      const list = await api.webhooks.list(scope());
      set(list.ok ? { subscriptions: list.value.subscriptions, listError: null } : { listError: list.error });
    };
    return {
      profileId: null,
      subscriptions: [],
      listError: null,
      receiver: null,
      deliveries: [],
      busy: null,
      error: null,
      lastFire: null,
      setProfile: (profileId) => {
        if (profileId !== get().profileId) set({ profileId, subscriptions: [], lastFire: null, error: null });
      },
      load: async () => {
        await refreshList();
        const [status, deliveries] = await Promise.all([
          api.webhooks.receiverStatus(),
          api.webhooks.deliveries(),
        ]);
        if (status.ok) set({ receiver: status.value });
        if (deliveries.ok) set({ deliveries: deliveries.value.deliveries });
      },
      subscribe: async (input) => {
        const result = await api.webhooks.subscribe({ ...scope(), ...input });
        if (result.ok) await refreshList();
        return result;
      },
      // Starts the loopback receiver and subscribes its address to every current (not deprecated) event not yet
      // subscribed.
      startBuiltIn: async () => {
        const started = await run('receiver', () => api.webhooks.receiverStart());
        if (!started.ok) return;
        set({ receiver: started.value });
        for (const event of receiverEvents) {
          const hookUrl = started.value.urls[event];
          if (!hookUrl || get().subscriptions.some((s) => s.hookUrl === hookUrl && s.event === event))
            continue;
          const result = await run('receiver', () => api.webhooks.subscribe({ ...scope(), hookUrl, event }));
          if (!result.ok) break;
        }
        await refreshList();
      },
      stopReceiver: async () => {
        const stopped = await run('receiver', () => api.webhooks.receiverStop());
        if (stopped.ok) set({ receiver: stopped.value });
      },
      fire: async (event, association = {}) => {
        const result = await run(event, () => api.webhooks.fire({ ...scope(), event, ...association }));
        if (result.ok) set({ lastFire: result.value });
        const status = await api.webhooks.receiverStatus();
        if (status.ok) set({ receiver: status.value });
      },
      clearDeliveries: async () => {
        const result = await api.webhooks.clearDeliveries();
        if (result.ok) set({ deliveries: [] });
      },
      addDelivery: (delivery) =>
        set((s) =>
          s.deliveries.some((d) => d.id === delivery.id)
            ? s
            : { deliveries: [...s.deliveries, delivery].slice(-KEEP) },
        ),
      dismissError: () => set({ error: null }),
    };
  });
}
