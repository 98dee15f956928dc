import { useMemo } from 'react';
import type { ChannelInput } from '@shared/bridge';
import type { WebhookDelivery } from '@shared/areas/webhooks/channels';
import type { AuthenticatedUser } from '@shared/contract/users';
import { useActiveProfileId, useBridgeMutation, useBridgeQuery } from '../../data/query';

/** The active profile as the channels' `profileId`, so each answer is cached under the profile it is of. */
export function useProfileInput(): { profileId?: string } {
  const profileId = useActiveProfileId();
  return useMemo(() => (profileId ? { profileId } : {}), [profileId]);
}

/** The profile's Mangoes (titles for the add form), certificates by title: read once, kept a while. */
export function useMangoTitles() {
  return useBridgeQuery('webhooks.targets', useProfileInput(), { staleTime: 5 * 60_000 });
}

export function useCertificateTitles() {
  return useBridgeQuery('certificates.templates', useProfileInput(), { staleTime: 5 * 60_000 });
}

export type FindInput = Omit<ChannelInput<'customers.find'>, 'profileId'>;

/** A search the person asked for (null: none yet). `user: null` in the answer means nobody by that. */
export function useFindPerson(asked: FindInput | null) {
  const profile = useProfileInput();
  return useBridgeQuery('customers.find', asked ? { ...profile, ...asked } : undefined, {
    enabled: asked !== null,
    staleTime: 30_000,
  });
}

/** The person of the customer page, by id. */
export function usePerson(userId: string) {
  return useBridgeQuery('customers.get', { ...useProfileInput(), userId });
}

export function useSubscriptionsOf(userId: string) {
  return useBridgeQuery('customers.subscriptions', { ...useProfileInput(), userId });
}

/** The person's certificates (the deprecated list: see the Certificates screen). */
export function useCertificatesOf(userId: string) {
  return useBridgeQuery('certificates.list', { ...useProfileInput(), userId });
}

/** The four subscription writes; each refreshes the person's list after it succeeds. */
export function useSubscriptionWrites() {
  // After a refusal or a lost answer too: the row then shows what the service holds now.
  const options = { invalidates: ['customers.subscriptions'] as const, invalidateOnFailure: true };
  return {
    create: useBridgeMutation('customers.createSubscription', options),
    grant: useBridgeMutation('customers.grantSubscription', options),
    revoke: useBridgeMutation('customers.revokeSubscription', options),
    refund: useBridgeMutation('customers.refundSubscription', options),
  };
}

/** Removes the person from one Mango (revoke-user); the list is read again after it. */
export function useRemoveFromMango() {
  return useBridgeMutation('customers.removeFromMango', {
    invalidates: ['customers.subscriptions'],
    invalidateOnFailure: true,
  });
}

export function useCreateOrFindPerson() {
  return useBridgeMutation('customers.createOrFind', { invalidates: ['customers.find'] });
}

/** Course events: the service offers no read of a learner's progress, only these webhook events. */
export const COURSE_EVENTS = [
  'course.progress',
  'course.completed',
  'course.completed.50',
  'course.completed.100',
  'course.completed.all',
] as const;

const isCourseEvent = (d: WebhookDelivery) =>
  (d.event !== null && (COURSE_EVENTS as readonly string[]).includes(d.event)) ||
  (d.event === null && d.candidates.some((c) => (COURSE_EVENTS as readonly string[]).includes(c)));

/** The course deliveries the built-in receiver got about this person (matched by email or phone). */
export function courseDeliveriesFor(
  deliveries: readonly WebhookDelivery[],
  person: Pick<AuthenticatedUser, 'email' | 'phone'>,
): WebhookDelivery[] {
  const email = person.email?.toLowerCase();
  const phone = person.phone !== undefined ? String(person.phone) : undefined;
  return deliveries.filter((d) => {
    if (!isCourseEvent(d) || !d.payload || typeof d.payload !== 'object') return false;
    const p = d.payload as Record<string, unknown>;
    const sameEmail = email !== undefined && email !== '' && String(p['email'] ?? '').toLowerCase() === email;
    const samePhone = phone !== undefined && phone !== '0' && String(p['phone'] ?? '') === phone;
    return sameEmail || samePhone;
  });
}

export function useCourseDeliveries(person: Pick<AuthenticatedUser, 'email' | 'phone'> | undefined) {
  const deliveries = useBridgeQuery('webhooks.deliveries', {}, { scope: 'app' });
  const mine = useMemo(
    () => (person && deliveries.data ? courseDeliveriesFor(deliveries.data.deliveries, person) : []),
    [person, deliveries.data],
  );
  return Object.assign(deliveries, { mine });
}
