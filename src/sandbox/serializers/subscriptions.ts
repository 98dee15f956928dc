import type { SandboxCore } from '../context';
import type { CreatorRecord, SubscriptionRecord } from '../fixture-schema';
import { fanJson } from './users';

/**
 * One subscription as subscription/listSubscriptionsByUser.json shows it: a bare object with `fan` and
 * `creator` as objects and the payment bookkeeping keys. The stored docs page is cut inside `creator`, so
 * the rest of creator and anything after it are unknown: `mango` as {_id, title} is the console's contract
 * (public-contracts.md: "mango (id or {_id, title})"), kept because the docs cannot say otherwise.
 */
export function subscriptionJson(core: SandboxCore, s: SubscriptionRecord, creator: CreatorRecord) {
  const fan = core.state.byId('users', s.fan);
  const mango = core.state.byId('mangoes', s.mango);
  const manual = s.status.startsWith('manual');
  return {
    createdAt: s.subscribedAt,
    updatedAt: s.updatedAt ?? s.subscribedAt,
    _id: s._id,
    // Number of video calls of the subscription (sample value 5 in the docs); the sandbox keeps none.
    videocall: 0,
    subscribedAt: s.subscribedAt,
    latestSubscriptionDate: s.subscribedAt,
    expiredAt: s.expiredAt,
    status: s.status,
    razorpaySubscriptionStatus: manual ? '' : s.status,
    autopayEnabled: false,
    isMigrated: manual,
    nextChargeAt: manual ? null : s.expiredAt,
    razorpayChargeAtWillToken: '',
    razorpayChargeAtWillTokenStatus: '',
    fan: fan ? fanJson(fan, creator) : { _id: s.fan },
    creator: {
      _id: creator._id,
      name: creator.name,
      email: creator.email,
      userSlug: creator.userSlug,
      profilePicUrl: creator.profilePicUrl,
    },
    mango: mango?.title !== undefined ? { _id: s.mango, title: mango.title } : s.mango,
    // The Subscription of the write pages (subscription/*.json) names its paymentProvider, and this list is
    // of the same subscriptions; the stored list page is cut before where it would appear. 'external' for
    // the API's create-subscription, the checkout's provider for the fixture's own; a migration's is left
    // out (no docs page shows one: the list's isMigrated and manual status say it).
    ...(s.paymentProvider !== undefined
      ? { paymentProvider: s.paymentProvider }
      : manual
        ? {}
        : { paymentProvider: 'razorpay' }),
  };
}
