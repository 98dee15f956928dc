import { describe, expect, it } from 'vitest';
import { loadDemoData } from '../../../src/sandbox/demo-data';
import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import { loadFixture } from '../../../src/sandbox/state';

const NOW = Date.parse('2026-11-27T10:00:20.000Z');
const loadDemoFixture = (now: number) => loadDemoData(now).fixture;

/**
 * The demo data as text: two copies are the same data when their JSON is the same (both are built in the
 * same order). A deep toEqual over its ten thousand objects took seconds.
 */
const asText = (data: unknown) => JSON.stringify(data);

describe('the kept demo data', () => {
  it('is exactly the demo data built and checked for that minute, as a copy of its own each time', () => {
    const first = loadDemoFixture(NOW);
    expect(asText(first)).toBe(asText(loadFixture(generateDemoFixture(), NOW)));
    const second = loadDemoFixture(NOW + 5_000);
    expect(asText(second)).toBe(asText(first));
    expect(second).not.toBe(first);
    // A sandbox writes into its data: nothing of it reaches the next copy.
    first.users[0]!.email = 'changed@example.test';
    first.users.push({ ...first.users[0]! });
    const third = loadDemoFixture(NOW);
    expect(third.users).toHaveLength(second.users.length);
    expect(third.users[0]!.email).toBe(second.users[0]!.email);
  });

  it('a later minute moves every time with it', () => {
    const now = loadDemoFixture(NOW);
    const hourLater = loadDemoFixture(NOW + 3_600_000);
    expect(asText(hourLater)).toBe(asText(loadFixture(generateDemoFixture(), NOW + 3_600_000)));
    expect(Date.parse(hourLater.users[0]!.createdAt) - Date.parse(now.users[0]!.createdAt)).toBe(3_600_000);
  });

  it('holds only what JSON carries, so a copy parsed from its text is the whole data', () => {
    // Each sandbox's copy is parsed from the kept JSON text: a Date, a Map, an undefined field or a
    // non-finite number in the checked data would be lost or changed in the copy.
    const problems: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) problems.push(`${path}: ${value}`);
        return;
      }
      if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${path}[${i}]`));
      if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
        return;
      }
      problems.push(`${path}: ${typeof value} ${Object.prototype.toString.call(value)}`);
    };
    walk(loadFixture(generateDemoFixture(), NOW), 'data');
    expect(problems.slice(0, 5)).toEqual([]);
  });
});
