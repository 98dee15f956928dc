import { analyticsRows } from './analytics';
import { certificateRows } from './certificates';
import { communityRows } from './community';
import { courseRows } from './courses';
import { feedRows } from './feed';
import { gamificationRows } from './gamification';
import { hostRows } from './host';
import { integrationRows } from './integration';
import { mangoRows } from './mangoes';
import { subscriptionRows } from './subscriptions';
import { userRows } from './users';
import { videoCallRows } from './video-calls';

export type { HttpMethod, OperationDescriptor, OperationFamily } from './operation-row';

/**
 * The one table of the service's operations, keyed by name. Its rows live beside their schemas in
 * `contract/<domain>.ts`, one file per group of the service's docs; this table joins them in a fixed order (the order `operationNames` lists).
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
