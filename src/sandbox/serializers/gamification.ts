/**
 * gamification/listCollectivePointsForAllUsers.json: a bare array of {_id (the user), points: [{type,
 * score}], totalScore}. Badges are in ./badges.
 */
export function collectivePointsJson(
  records: Array<{ _id: string; points: Array<{ type: string; score: number }>; totalScore: number }>,
) {
  return records.map((r) => ({
    _id: r._id,
    points: r.points.map((p) => ({ type: p.type, score: p.score })),
    totalScore: r.totalScore,
  }));
}

/** The keys the v1 per-user answer spells differently (gamification/getCollectivePointsByUser.json). */
const V1_KEYS: Readonly<Record<string, string>> = {
  '10perCourseCompletion': 'tenPercentCourseCompletion',
  '50perCourseCompletion': 'fiftyPercentCourseCompletion',
  '100perCourseCompletion': 'hundredPercentCourseCompletion',
};

/**
 * The categories the documented v1 example lists, in its order (0 when the person has none). The sandbox
 * keeps its own copy from the docs page: it must not answer from the client's contract.
 */
const V1_LISTED = [
  'dailyActive',
  'likeOnPost',
  'commentOnPost',
  'messageInRoom',
  'createPost',
  '10perCourseCompletion',
  '50perCourseCompletion',
  '100perCourseCompletion',
  'attendance',
];

/**
 * gamification/getCollectivePointsByUser.json: a flat object category -> score, the course-completion ones
 * as `tenPercentCourseCompletion` etc. Without a type filter the documented categories are all present;
 * other types (signUpThroughAffiliate, custom ones) only when the person has them.
 */
export function userCollectivePointsJson(
  totals: ReadonlyArray<{ type: string; score: number }>,
  types: readonly string[] | undefined,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const type of types ?? V1_LISTED) out[V1_KEYS[type] ?? type] = 0;
  for (const { type, score } of totals) out[V1_KEYS[type] ?? type] = score;
  return out;
}

export interface LedgerEntryView {
  _id: string;
  creator: string;
  fan: string;
  description: string;
  score: number;
  type: string;
  date: string;
}

/** One entry of gamification/getPointsLedgerByUser.json. */
export function ledgerEntryJson(e: LedgerEntryView) {
  return {
    createdAt: e.date,
    updatedAt: e.date,
    _id: e._id,
    creator: e.creator,
    fan: e.fan,
    description: e.description,
    extraData: { date: e.date },
    score: e.score,
    type: e.type,
    date: e.date,
  };
}
