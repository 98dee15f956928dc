import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../../src/sandbox/fixture-schema';
import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import { fixtureJson, lazyFixture } from '../../../src/sandbox/lazy-fixture';
import { loadFixture } from '../../../src/sandbox/state';

const NOW = Date.parse('2026-11-27T10:00:20.000Z');
const source = loadFixture(generateDemoFixture({ posts: 40, subscribers: 30 }), NOW);
const whole = JSON.stringify(source);
const parts = Object.entries(source).map(([key, value]) => [key, JSON.stringify(value)] as const);

/** Whether a collection of a lazy fixture has not been parsed yet (it is still its getter). */
const unread = (data: Fixture, key: keyof Fixture) =>
  Object.getOwnPropertyDescriptor(data, key)?.get !== undefined;

describe('a fixture whose collections are parsed when first read', () => {
  it('reads as JSON.parse of the whole text would, keys in the same order', () => {
    const data = lazyFixture(parts);
    expect(Object.keys(data)).toEqual(Object.keys(source));
    expect(JSON.stringify(data)).toBe(whole);
    expect(data).toStrictEqual(JSON.parse(whole));
  });

  it('parses a collection only when it is read, once, and each copy is its own', () => {
    const first = lazyFixture(parts);
    const second = lazyFixture(parts);
    expect(unread(first, 'posts')).toBe(true);
    const users = first.users;
    expect(first.users).toBe(users);
    expect(unread(first, 'users')).toBe(false);
    expect(unread(first, 'posts')).toBe(true);
    users[0]!.email = 'changed@example.test';
    users.push({ ...users[0]! });
    expect(second.users[0]!.email).toBe(source.users[0]!.email);
    expect(second.users).toHaveLength(source.users.length);
  });

  it('writes what it holds: unread collections as their text, read ones as they are now', () => {
    const data = lazyFixture(parts);
    expect(fixtureJson(data)).toBe(whole);
    data.users[0]!.email = 'changed@example.test';
    data.coupons = [];
    expect(unread(data, 'posts')).toBe(true);
    const written = fixtureJson(data);
    expect(unread(data, 'posts')).toBe(true);
    // The same text as JSON.stringify, which reads (parses) every collection.
    expect(written).toBe(JSON.stringify(data));
    const back = JSON.parse(written) as Fixture;
    expect(back.users[0]!.email).toBe('changed@example.test');
    expect(back.coupons).toEqual([]);
    expect(back.posts).toEqual(source.posts);
  });

  it('writes any other fixture as JSON.stringify does', () => {
    expect(fixtureJson(source)).toBe(whole);
  });
});
