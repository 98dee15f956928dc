import {
  CreateMangoBody,
  ListMangoesQuery,
  MangoAnswer,
  MangoList,
  SubscriberCounts,
  SubscriberCountsQuery,
  UpdateMangoBody,
} from '../mangoes';
import { op, V1 } from './define';

/** Rows of `operations`: Mangoes and their subscriber counts (the docs' mango/ group). */
export const mangoRows = {
  listMangoes: op({
    name: 'listMangoes',
    method: 'GET',
    path: `${V1}/mangos`,
    family: 'bearer',
    query: ListMangoesQuery,
    response: MangoList,
  }),
  createMango: op({
    name: 'createMango',
    method: 'POST',
    path: `${V1}/mangos`,
    family: 'bearer',
    body: CreateMangoBody,
    response: MangoAnswer,
  }),
  mangoSubscriberCounts: op({
    name: 'mangoSubscriberCounts',
    method: 'GET',
    path: `${V1}/mangos/subscriptions/count`,
    family: 'bearer',
    query: SubscriberCountsQuery,
    response: SubscriberCounts,
  }),
  getMango: op({
    name: 'getMango',
    method: 'GET',
    path: `${V1}/mangos/:mangoId`,
    family: 'bearer',
    response: MangoAnswer,
  }),
  /** Answers the Mango envelope; `response` is the unwrapped Mango. */
  updateMango: op({
    name: 'updateMango',
    method: 'PATCH',
    path: `${V1}/mangos/:mangoId`,
    family: 'bearer',
    body: UpdateMangoBody,
    response: MangoAnswer,
  }),
} as const;
