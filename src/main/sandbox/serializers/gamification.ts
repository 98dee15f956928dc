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
