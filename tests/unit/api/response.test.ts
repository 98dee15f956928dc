import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBody } from '../../../src/main/platform/api/response';
import { AppFailure } from '@shared/errors';
import { ChannelPostList, Mango, MigrateUserEnvelope } from '@shared/contract';

function failureOf(fn: () => unknown): AppFailure {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppFailure) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('parsing success bodies', () => {
  it('accepts the bare object and keeps unknown fields', () => {
    const value = parseBody(Mango, JSON.stringify({ _id: 'a'.repeat(24), title: 'Yoga', brandNew: 1 }));
    expect(value).toMatchObject({ title: 'Yoga', brandNew: 1 });
  });

  it('unwraps the {code, result} wrapper', () => {
    const text = JSON.stringify({
      code: 200,
      type: 'Success',
      statusMessage: 'OK',
      success: true,
      result: { title: 'Yoga' },
    });
    expect(parseBody(Mango, text)).toMatchObject({ title: 'Yoga' });
    expect(parseBody(Mango, text)).not.toHaveProperty('statusMessage');
  });

  it('keeps an envelope whole when the schema describes the envelope itself (migrate-user)', () => {
    const text = JSON.stringify({ code: 0, type: 'OK', message: 'done', result: { email: 'a@b.c' } });
    expect(parseBody(MigrateUserEnvelope, text)).toMatchObject({ code: 0, result: { email: 'a@b.c' } });
  });

  it('names the path of a known field of the wrong type', () => {
    const text = JSON.stringify({ posts: [{}, { totalLikes: 'many' }], totalPosts: 2 });
    const failure = failureOf(() => parseBody(ChannelPostList, text, 'List channel posts'));
    expect(failure.error.kind).toBe('unexpected_response');
    expect(failure.error.message).toContain('posts.1.totalLikes');
    expect(failure.error.message).toContain('is text');
  });

  it('reports a non-JSON success body (a web page at the base URL)', () => {
    const failure = failureOf(() => parseBody(z.object({}), '<!doctype html>'));
    expect(failure.error).toMatchObject({ kind: 'unexpected_response' });
    expect(failure.error.message).toMatch(/not JSON/);
  });
});
