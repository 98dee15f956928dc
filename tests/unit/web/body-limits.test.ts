import { describe, expect, it } from 'vitest';
import { channelNames } from '../../../src/shared/bridge';
import {
  bodyLimitOf,
  createBodyGate,
  DEFAULT_BODY_LIMIT,
  LARGE_BODY_LIMIT,
} from '../../../src/main/app/web/body-limits';

describe('bridge body limits', () => {
  it('gives the large limit only to channels that carry a file part or a draft', () => {
    const large = channelNames.filter((c) => bodyLimitOf(c) === LARGE_BODY_LIMIT);
    expect(large.sort()).toEqual(['bulkJobs.import', 'mangoes.saveDraft', 'mangoes.validateDraft']);
    expect(bodyLimitOf('profiles.list')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitOf('no.such.channel')).toBe(DEFAULT_BODY_LIMIT);
  });

  it('lets at most two large bodies in at once and hands each freed slot to the next in line', async () => {
    const gate = createBodyGate(2);
    const first = await gate.acquire();
    const second = await gate.acquire();
    let thirdIn = false;
    const third = gate.acquire().then((release) => ((thirdIn = true), release));
    await Promise.resolve();
    expect(thirdIn).toBe(false);
    expect(gate.load).toEqual({ active: 2, waiting: 1 });
    first();
    first(); // freeing twice frees once
    const release3 = await third;
    expect(thirdIn).toBe(true);
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
    second();
    release3();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});
