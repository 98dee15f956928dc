import type { Fixture, SubscriptionRecord, UserRecord } from './fixture-schema';

/**
 * Customers by creator and email, by creator and phone, and subscriptions by fan, so migrate-user and the
 * user lookups answer as fast with 100,000 customers as with 100. Appends through the state's `insert`
 * are added as they happen. Any other write (a patch that may change an email, a direct push, a removal)
 * leaves the index stale: `invalidate()` (called by the state's `touch`) or a changed collection length
 * makes the next lookup rebuild it from the collections, so it can never answer from an old picture.
 * Lookups answer the first record in collection order, as a scan of the collection would.
 */
export class CustomerIndex {
  private built = false;
  private users = 0;
  private subscriptions = 0;
  private readonly byEmail = new Map<string, UserRecord>();
  private readonly byPhone = new Map<string, UserRecord>();
  private readonly byFan = new Map<string, SubscriptionRecord[]>();

  constructor(private readonly data: Pick<Fixture, 'users' | 'subscriptions'>) {}

  invalidate(): void {
    this.built = false;
  }

  /** After `record` was appended to its collection. */
  added(collection: string, record: unknown): void {
    if (!this.built) return;
    if (collection === 'users' && this.users === this.data.users.length - 1) {
      this.addUser(record as UserRecord);
      this.users += 1;
    } else if (collection === 'subscriptions' && this.subscriptions === this.data.subscriptions.length - 1) {
      this.addSubscription(record as SubscriptionRecord);
      this.subscriptions += 1;
    }
  }

  userByEmail(creator: string, email: string): UserRecord | undefined {
    return this.fresh().byEmail.get(`${creator}|${email.toLowerCase()}`);
  }

  /** By the phone's digits, with or without the dial code's (as the user lookup accepts both). */
  userByPhone(creator: string, digits: string): UserRecord | undefined {
    return this.fresh().byPhone.get(`${creator}|${digits}`);
  }

  subscriptionsOf(fan: string): readonly SubscriptionRecord[] {
    return this.fresh().byFan.get(fan) ?? [];
  }

  private fresh(): this {
    const { users, subscriptions } = this.data;
    if (this.built && this.users === users.length && this.subscriptions === subscriptions.length) return this;
    this.byEmail.clear();
    this.byPhone.clear();
    this.byFan.clear();
    for (const user of users) this.addUser(user);
    for (const subscription of subscriptions) this.addSubscription(subscription);
    this.users = users.length;
    this.subscriptions = subscriptions.length;
    this.built = true;
    return this;
  }

  private addUser(user: UserRecord): void {
    const first = <K>(map: Map<K, UserRecord>, key: K) => {
      if (!map.has(key)) map.set(key, user);
    };
    first(this.byEmail, `${user.creator}|${user.email.toLowerCase()}`);
    first(this.byPhone, `${user.creator}|${user.phone}`);
    first(this.byPhone, `${user.creator}|${user.dialCode.replace(/\D/g, '')}${user.phone}`);
  }

  private addSubscription(subscription: SubscriptionRecord): void {
    const list = this.byFan.get(subscription.fan);
    if (list) list.push(subscription);
    else this.byFan.set(subscription.fan, [subscription]);
  }
}
