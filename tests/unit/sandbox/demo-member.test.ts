import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../../src/renderer/src/components/demo-business';
import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';

describe('the demo member the console names to newcomers', () => {
  it('is a member of the demo business, with that name and email, and a customer of a Mango', () => {
    const fixture = generateDemoFixture();
    const creator = fixture.creators.find((c) => c.whitelabel);
    const member = fixture.users.find((u) => u.email === DEMO_MEMBER.email);
    expect(member, `${DEMO_MEMBER.email} is in the demo data`).toBeDefined();
    expect(member!.name).toBe(DEMO_MEMBER.name);
    expect(member!.creator).toBe(creator!._id);
    expect(fixture.subscriptions.some((s) => s.fan === member!._id)).toBe(true);
  });
});
