import type { BadgeRecord } from '../fixture-schema';

/**
 * A badge as the docs show it (gamification/listBadgesByCreator.json, createBadge.json, and inside the user
 * object of lookupUserByEmailOrPhone.json): every field present, no wrapper.
 */
export function badgeJson(b: BadgeRecord) {
  return {
    _id: b._id,
    creator: b.creator,
    name: b.name,
    description: b.description ?? '',
    imageUrl: b.imageUrl ?? '',
    enableAutomation: b.enableAutomation ?? false,
    pointsThreshold: b.pointsThreshold ?? 0,
    pointCategoryForAutomation: b.pointCategoryForAutomation ?? 'lifetime',
    automationEnabledMangoes: b.automationEnabledMangoes ?? [],
    createdAt: b.createdAt ?? '',
    updatedAt: b.updatedAt ?? b.createdAt ?? '',
  };
}
