import { beforeEach, describe, expect, it } from 'vitest';
import { Mango, MangoEnvelope, MangoList, SubscriberCounts } from '../../../src/shared/contract/mangoes';
import type { Sandbox } from '../../../src/sandbox/server';
import { call, control, expectError, parsed, startSandbox } from './helpers';
import { harnessPerFile } from '../../helpers/per-file';

let sandbox: Sandbox;
harnessPerFile(startSandbox, (started) => (sandbox = started));
beforeEach(() => sandbox.reset());

const id = (n: number) => `ae${n.toString(16).padStart(22, '0')}`;
const path = (n: number) => `/api/v1/external/mangos/${id(n)}`;
const MONTHLY = 1; // recurring
const STARTER = 3; // one-time 499, coupon SAVE300 (flat 300), seat limit 2000
const DELETED = 6;
const COHORT = 7; // seat limit 50, 40 active subscribers
const INTRO = 9;
const FOREIGN = 13;
const snapshot = (n: number) => JSON.stringify(sandbox.state.byId('mangoes', id(n)));

/** A refused update changes nothing and records no side effect. */
async function expectRefusedWithoutChange(
  n: number,
  body: unknown,
  status: 400 | 404 | 409,
  errorCode?: string,
) {
  const before = snapshot(n);
  expectError(await call(sandbox, 'PATCH', path(n), { body }), status, errorCode);
  expect(snapshot(n)).toBe(before);
  expect(sandbox.sideEffects.list()).toEqual([]);
}

describe('Mango update (the nine rules)', () => {
  it('answers the success envelope and records exactly the effects of what changed', async () => {
    const reply = await call(sandbox, 'PATCH', path(STARTER), {
      body: { title: 'Starter Course 2', price: 450, _id: id(5), createChatroom: true },
    });
    const env = parsed(MangoEnvelope, reply);
    expect(env.result.title).toBe('Starter Course 2');
    expect(env.result._id).toBe(id(STARTER));
    expect(env.result).not.toHaveProperty('createChatroom');
    expect(sandbox.sideEffects.list().map((e) => e.kind)).toEqual([
      'room.titleUpdated',
      'funnel.priceNotified',
      'badges.cacheInvalidated',
    ]);
  });

  it('records no side effect when the values sent equal the stored ones', async () => {
    const stored = sandbox.state.byId('mangoes', id(STARTER));
    parsed(
      MangoEnvelope,
      await call(sandbox, 'PATCH', path(STARTER), { body: { title: stored?.title, price: stored?.price } }),
    );
    expect(sandbox.sideEffects.list()).toEqual([]);
  });

  it('404 MANGO_NOT_FOUND for deleted, foreign and missing Mangoes alike', async () => {
    await expectRefusedWithoutChange(DELETED, { title: 'x' }, 404, 'MANGO_NOT_FOUND');
    await expectRefusedWithoutChange(FOREIGN, { title: 'x' }, 404, 'MANGO_NOT_FOUND');
    expectError(await call(sandbox, 'PATCH', path(0xfff), { body: { title: 'x' } }), 404, 'MANGO_NOT_FOUND');
  });

  it('null clears nullable fields and is refused for the others', async () => {
    const env = parsed(
      MangoEnvelope,
      await call(sandbox, 'PATCH', path(STARTER), {
        body: { access: { seatLimit: null, validityDays: null }, pricing: { strikeThrough: null } },
      }),
    );
    expect(env.result.access?.seatLimit).toBeNull();
    expect(env.result.access?.validityDays).toBeNull();
    expect(env.result.access?.seatLabel).toBe('learners'); // omitted nested leaf kept
    expect(env.result.pricing?.strikeThrough).toBeNull();
    sandbox.sideEffects.clear();
    for (const body of [
      { title: null },
      { coverContents: null },
      { price: null },
      { settings: { otpless: null } },
      { access: { startsAt: null } },
      { type: null },
    ]) {
      await expectRefusedWithoutChange(STARTER, body, 400);
    }
  });

  it('false, 0 and empty arrays are real replacements', async () => {
    const env = parsed(
      MangoEnvelope,
      await call(sandbox, 'PATCH', path(INTRO), { body: { coverContents: [], isPublic: false, price: 0 } }),
    );
    expect(env.result.coverContents).toEqual([]);
    expect(env.result.isPublic).toBe(false);
    expect(env.result.price).toBe(0);
  });

  it('takes at most one description form and updates both from either', async () => {
    await expectRefusedWithoutChange(STARTER, { description: 'a', descriptionHtml: '<p>b</p>' }, 400);
    const env = parsed(
      MangoEnvelope,
      await call(sandbox, 'PATCH', path(STARTER), { body: { descriptionHtml: '<p>Hello <b>world</b></p>' } }),
    );
    expect(env.result.description).toBe('Hello world');
    expect(env.result.descriptionHtml).toBe('<p>Hello <b>world</b></p>');
  });

  it('refuses changes to immutable fields but accepts them when equal', async () => {
    await expectRefusedWithoutChange(STARTER, { type: 'recurring' }, 400);
    await expectRefusedWithoutChange(MONTHLY, { price: 1099 }, 400);
    await expectRefusedWithoutChange(MONTHLY, { recurringType: 'yearly' }, 400);
    await expectRefusedWithoutChange(MONTHLY, { settings: { includeGST: false } }, 400);
    parsed(
      MangoEnvelope,
      await call(sandbox, 'PATCH', path(MONTHLY), {
        body: { price: 999, type: 'recurring', title: 'Masterclass Monthly' },
      }),
    );
    const env = parsed(
      MangoEnvelope,
      await call(sandbox, 'PATCH', path(STARTER), { body: { price: 599, settings: { includeGST: true } } }),
    );
    expect(env.result.settings?.includeGST).toBe(true);
  });

  it('checks a new seat limit against live active subscribers', async () => {
    await expectRefusedWithoutChange(COHORT, { access: { seatLimit: 39 } }, 400);
    expect(
      parsed(
        MangoEnvelope,
        await call(sandbox, 'PATCH', path(COHORT), { body: { access: { seatLimit: 40 } } }),
      ).result.access?.seatLimit,
    ).toBe(40);
  });

  it('409 IMPACTED_COUPONS_FOUND when an active flat coupon would exceed the price', async () => {
    await expectRefusedWithoutChange(STARTER, { price: 250 }, 409, 'IMPACTED_COUPONS_FOUND');
  });

  it('400 REMOTE_MEDIA_TOO_MANY_ITEMS above ten media items', async () => {
    const covers = Array.from({ length: 11 }, (_, i) => `https://cdn.example.test/${i}.jpg`);
    await expectRefusedWithoutChange(INTRO, { coverContents: covers }, 400, 'REMOTE_MEDIA_TOO_MANY_ITEMS');
  });

  it('submits only newly added video covers for transcoding and queues intro thumbnails on change', async () => {
    const stored = sandbox.state.byId('mangoes', id(INTRO))?.coverContents ?? [];
    await call(sandbox, 'PATCH', path(INTRO), {
      body: {
        coverContents: [...stored, 'https://cdn.example.test/new.mp4', 'https://cdn.example.test/new.jpg'],
        introVideo: 'https://cdn.example.test/intro2.mp4',
      },
    });
    const effects = sandbox.sideEffects.list();
    expect(effects.filter((e) => e.kind === 'media.transcodeSubmitted').map((e) => e.details.url)).toEqual([
      'https://cdn.example.test/new.mp4',
    ]);
    expect(effects.filter((e) => e.kind === 'mango.introThumbnailQueued')).toHaveLength(1);
  });
});

describe('Mango reads and create', () => {
  it('lists, counts and creates Mangoes', async () => {
    const list = parsed(MangoList, await call(sandbox, 'GET', '/api/v1/external/mangos?limit=5&page=1'));
    expect(list.data).toHaveLength(5);
    const counts = parsed(
      SubscriberCounts,
      await call(
        sandbox,
        'GET',
        `/api/v1/external/mangos/subscriptions/count?mangoes=${id(COHORT)},${id(STARTER)}`,
      ),
    );
    expect(counts.subscriptions.find((s) => s.mangoId === id(COHORT))?.count).toBe(40);
    const created = parsed(
      Mango,
      await call(sandbox, 'POST', '/api/v1/external/mangos', {
        body: { title: '<b>New</b> thing', type: 'recurring', recurringType: 'MONTHLY', price: 100 },
      }),
    );
    expect(created.title).toBe('New thing');
    expectError(
      await call(sandbox, 'POST', '/api/v1/external/mangos', { body: { title: 'public', type: 'free' } }),
      400,
      'MANGO_TITLE_RESERVED',
    );
    expectError(
      await call(sandbox, 'POST', '/api/v1/external/mangos', {
        body: { title: 'x', type: 'onetime', recurringType: 'monthly', price: 100 },
      }),
      400,
    );
    expect((await control(sandbox, 'GET', 'counts')).body).toMatchObject({ mangoes: 15 });
  });
});
