import { describe, expect, it } from 'vitest';
import { docsEvents, docsOperations } from '../../helpers/service-docs';

describe('the corpus of documented examples', () => {
  it('parses, and every entry names its docs page', () => {
    const operations = docsOperations();
    expect(operations.length).toBeGreaterThan(30);
    for (const op of operations) expect(op.url, op.file).toMatch(/^https:\/\/docs\.tagmango\.com/);
  });

  it('has one entry per documented webhook event', () => {
    const names = docsEvents().map((e) => e.event);
    expect(new Set(names).size).toBe(names.length);
  });
});
