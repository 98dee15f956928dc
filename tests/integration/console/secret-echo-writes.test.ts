import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_URLS,
  BADGE_IDS,
  CERTIFICATE_IDS,
  COURSE_IDS,
  MANGO_IDS,
  MODULE_IDS,
  USER_IDS,
} from '../../../src/sandbox/fixture/known-ids';
import { operations, type OperationName } from '../../../src/shared/contract/operations';
import { jobKinds } from '../../../src/shared/areas/bulk-jobs/kinds';
import { startEchoHarness, type EchoHarness } from './secret-echo-harness';

/**
 * Issue 28, item 6, for every write the console makes from a screen: against a service that repeats the
 * credentials in every answer (success and refusal), no secret reaches the data directory, a bridge
 * answer or an event. Steps run in order (a revoke needs the subscription made before); each names the
 * write operations it makes, and the last test walks the operation table: every write is made by a step
 * (and was echoed), by a bulk job (secret-echo-jobs.test.ts), or is listed below with why it is not.
 */
const NOT_SENT: Partial<Record<OperationName, string>> = {
  createMango: 'no screen creates a Mango',
  subscribeWebhookLegacy: 'sent only after a live host answers 404 to the current path; the sandbox has both',
};

let h: EchoHarness;
const made: Record<string, string> = {};
const COURSE = COURSE_IDS.foundations;

/** A one-off call a few days ahead in India, on the sandbox's clock. */
const schedule = () => ({
  startDate: DateTime.fromMillis(h.sandbox.clock.now(), { zone: 'Asia/Kolkata' })
    .plus({ days: 5 })
    .toFormat('yyyy-MM-dd'),
  fromTime: '06:20',
  timezoneName: 'Asia/Kolkata',
  duration: 30,
  frequency: 'once' as const,
});

interface Step {
  title: string;
  writes: OperationName[];
  run(): Promise<unknown>;
}

const steps: Step[] = [
  {
    title: 'a channel group and a channel',
    writes: ['createChannelGroup', 'createChannel'],
    async run() {
      const group = await h.call('community.createGroup', { name: 'Echo group' });
      await h.call('community.createChannel', {
        name: 'Echo channel',
        description: 'Echo',
        group: group._id,
        isHidden: false,
        mangoArr: [MANGO_IDS.monthly],
        badgeArr: [BADGE_IDS.risingStar],
      });
    },
  },
  {
    title: 'a course, a module, a module renamed and a drip schedule',
    writes: ['createCourse', 'createModule', 'updateModule', 'updateCourse'],
    async run() {
      await h.call('courses.create', {
        title: 'Echo course',
        description: 'x',
        mangoes: [MANGO_IDS.monthly],
      });
      await h.call('courses.updateModule', {
        courseId: COURSE,
        moduleId: MODULE_IDS.foundations1,
        title: 'Echo orientation',
      });
      const { plan } = await h.call('courses.createModule', {
        courseId: COURSE_IDS.weeklyMasterclass,
        title: 'Echo week',
      });
      const releaseAt = new Date(h.sandbox.clock.now() + 30 * 86_400_000).toISOString();
      await h.call('courses.updateDrip', {
        courseId: COURSE_IDS.weeklyMasterclass,
        mode: 'date',
        modules: plan.modules.map((m) => ({
          module: m._id,
          releaseAt: m.scheduled ? m.releaseAt : releaseAt,
        })),
      });
    },
  },
  {
    title: 'a chapter added, edited and deleted',
    writes: ['createChapter', 'updateChapter', 'deleteChapter'],
    async run() {
      const { chapter } = await h.call('courses.createChapter', {
        courseId: COURSE,
        moduleId: MODULE_IDS.foundations2,
        chapter: { title: 'Echo chapter', description: 'x', contentType: 'video', content: ASSET_URLS.video },
      });
      await h.call('courses.updateChapter', {
        courseId: COURSE,
        chapterId: chapter._id,
        changes: { title: 'Echo chapter, revised' },
      });
      await h.call('courses.deleteChapter', { courseId: COURSE, chapterId: chapter._id });
    },
  },
  {
    title:
      'a person, a subscription revoked, granted (again: already done, nothing sent; and an unknown one refused) and refunded',
    writes: [
      'createOrFindUser',
      'createSubscription',
      'revokeSubscription',
      'grantSubscription',
      'refundSubscription',
    ],
    async run() {
      await h.call('customers.createOrFind', {
        email: 'echo.person@example.test',
        name: 'Echo Person',
        country: 'in',
      });
      const sub = await h.call('customers.createSubscription', {
        userId: USER_IDS.first,
        mangoId: MANGO_IDS.monthly,
        amount: 999,
        currency: 'inr',
        transactionId: 'pay_echo_1',
      });
      await h.call('customers.revokeSubscription', { subscriptionId: sub._id });
      await h.call('customers.grantSubscription', { subscriptionId: sub._id });
      // Granted again: main reads the person's subscriptions first and sends nothing (already active).
      expect(
        (await h.call('customers.grantSubscription', { subscriptionId: sub._id })).alreadyDone,
      ).toBeDefined();
      // A refusal from the service, echoed too: a subscription it does not know.
      await h.fail('customers.grantSubscription', { subscriptionId: 'ffffffffffffffffffffffff' });
      await h.call('customers.refundSubscription', { subscriptionId: sub._id, action: 'initiate' });
    },
  },
  {
    title: 'a person removed from a Mango (API key)',
    writes: ['revokeUser'],
    async run() {
      await h.call('customers.createSubscription', {
        userId: USER_IDS.second,
        mangoId: MANGO_IDS.yearly,
        amount: 499,
        currency: 'inr',
        transactionId: 'pay_echo_2',
      });
      await h.call('customers.removeFromMango', {
        userId: USER_IDS.second,
        mangoId: MANGO_IDS.yearly,
        mangoTitle: 'Pro Yearly',
      });
    },
  },
  {
    title: 'a certificate started, badges made, edited and given, points given',
    writes: ['uploadCertificate', 'createBadge', 'updateBadge', 'assignBadges', 'assignPoints'],
    async run() {
      await h.call('certificates.start', { certificateId: CERTIFICATE_IDS.pro, fanId: USER_IDS.first });
      await h.call('gamification.createBadge', { name: 'Echo badge', automation: { kind: 'none' } });
      await h.call('gamification.updateBadge', {
        badgeId: BADGE_IDS.risingStar,
        name: 'Rising Echo',
        automation: { kind: 'none' },
      });
      await h.call('gamification.assignBadges', {
        userId: USER_IDS.second,
        badgeIds: [BADGE_IDS.risingStar],
      });
      await h.call('gamification.assignPoints', { userIds: [USER_IDS.second], score: 5 });
    },
  },
  {
    title: 'a feed post, an app configuration and a webhook subscription',
    writes: ['createFeedPost', 'updateAppConfig', 'subscribeWebhook'],
    async run() {
      await h.call('feed.createPost', {
        requestKey: randomUUID(),
        post: { mangoes: [MANGO_IDS.monthly], contentType: 'text', caption: 'Echo post' },
      });
      const config = await h.call('appConfig.get', { app: 'levelup' });
      await h.call('appConfig.update', {
        app: 'levelup',
        expected: config.allowedMangoes.map((m) => m._id),
        mangoes: [MANGO_IDS.yearly],
      });
      const receiver = await h.call('webhooks.receiverStart', {});
      await h.call('webhooks.subscribe', {
        hookUrl: receiver.urls['course.completed.50'] ?? '',
        event: 'course.completed.50',
      });
      await h.call('webhooks.receiverStop', {});
    },
  },
  {
    title: 'a video call checked, created and renamed',
    writes: ['checkVideoCallAvailability', 'createVideoCall', 'updateVideoCall'],
    async run() {
      await h.call('videoCalls.checkAvailability', { schedule: schedule() });
      const call = await h.call('videoCalls.create', {
        title: 'Echo call',
        mangoes: [MANGO_IDS.monthly],
        schedule: schedule(),
      });
      made['call'] = call.id ?? '';
      await h.call('videoCalls.update', { id: made['call'], title: 'Echo call renamed' });
    },
  },
  {
    title: 'a Mango draft applied',
    writes: ['updateMango'],
    async run() {
      await h.call('mangoes.refresh', {});
      const { draft } = await h.call('mangoes.saveDraft', {
        mangoId: MANGO_IDS.webinar,
        changes: { price: 349 },
      });
      await h.call('mangoes.applyDrafts', { draftIds: [draft.id] });
      await h.call('mangoes.draftHistory', {});
    },
  },
  {
    title: 'the connection test (its API-key probe sends migrate-user)',
    writes: [],
    run: () => h.call('profiles.testConnection', { id: 'sandbox' }),
  },
];

beforeAll(async () => {
  h = await startEchoHarness('secret-echo-writes');
});
afterAll(async () => {
  await h.close();
});

describe('writes from the screens against a service that echoes the secrets', () => {
  it.each(steps.map((step) => [step.title, step] as const))(
    '%s: no secret kept or shown',
    async (_, step) => {
      // What an earlier step left is that step's failure, not this one's.
      const before = new Set(await h.leaks());
      await step.run();
      const echoed = h.echoed();
      for (const operation of step.writes) expect(echoed.get(operation), operation).toBeGreaterThan(0);
      expect((await h.leaks()).filter((place) => !before.has(place))).toEqual([]);
    },
  );

  it('covers every write operation of the table', () => {
    const byJobs = new Set<string>(Object.values(jobKinds).map((kind) => kind.operation));
    const byScreens = new Set<string>(steps.flatMap((step) => step.writes));
    const uncovered = (Object.keys(operations) as OperationName[]).filter(
      (name) =>
        operations[name].method !== 'GET' && !byScreens.has(name) && !byJobs.has(name) && !NOT_SENT[name],
    );
    expect(uncovered).toEqual([]);
    // The screens' writes were all answered with the echo (a step that stopped sending would show here).
    const echoed = h.echoed();
    expect([...byScreens].filter((name) => !echoed.has(name))).toEqual([]);
  });

  it('leaves no trace of them anywhere after every step', async () => {
    expect(await h.leaks()).toEqual([]);
  });
});
