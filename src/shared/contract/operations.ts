import { analyticsRows } from './operations/analytics';
import { certificateRows } from './operations/certificates';
import { communityRows } from './operations/community';
import { courseRows } from './operations/courses';
import { feedRows } from './operations/feed';
import { gamificationRows } from './operations/gamification';
import { hostRows } from './operations/host';
import { integrationRows } from './operations/integration';
import { mangoRows } from './operations/mangoes';
import { subscriptionRows } from './operations/subscriptions';
import { userRows } from './operations/users';
import { videoCallRows } from './operations/video-calls';

export type { HttpMethod, OperationDescriptor, OperationFamily } from './operations/define';

/**
 * The one table of the service's operations, keyed by name. Its rows live in `operations/<domain>.ts`, one
 * file per area of the contract; this table joins them in a fixed order (the order `operationNames` lists).
 */
export const operations = {
  ...userRows,
  ...subscriptionRows,
  ...analyticsRows,
  ...hostRows,
  ...videoCallRows,
  ...mangoRows,
  ...communityRows,
  ...courseRows,
  ...gamificationRows,
  ...certificateRows,
  ...feedRows,
  ...integrationRows,
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export const operationNames = Object.keys(operations) as OperationName[];

const paramsByPath = new Map<string, readonly string[]>();

/** The `:param` names of a path template, in order (computed once per template). */
export function pathParams(path: string): readonly string[] {
  let params = paramsByPath.get(path);
  if (params === undefined) {
    params = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
    paramsByPath.set(path, params);
  }
  return params;
}

/** Fills `:param` placeholders, URL-encoding each value. */
export function buildPath(path: string, params: Readonly<Record<string, string>>): string {
  if (!path.includes(':')) return path;
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
