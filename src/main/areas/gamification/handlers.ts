import type { gamificationChannels } from '../../../shared/areas/gamification/channels';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { createGamificationService } from './gamification';
import { createPersonGamificationService } from './gamification-person';

/** Badges and points: the creator's badges, collective points, and one person's badges, points and ledger. */
export function gamificationHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof gamificationChannels> {
  const gamification = createGamificationService(deps);
  const personGamification = createPersonGamificationService(deps);
  return {
    'gamification.badges': (input, { signal }) => gamification.badges(input, signal),
    'gamification.createBadge': (input, { signal }) => gamification.createBadge(input, signal),
    'gamification.points': (input, { signal }) => gamification.points(input, signal),
    'gamification.pointsQuota': (input) => gamification.quota(input),
    'gamification.pointsExportCsv': (input) => gamification.exportCsv(input),
    'gamification.updateBadge': (input, { signal }) => personGamification.updateBadge(input, signal),
    'gamification.assignBadges': (input, { signal }) => personGamification.assignBadges(input, signal),
    'gamification.assignPoints': (input, { signal }) => personGamification.assignPoints(input, signal),
    'gamification.ledger': (input, { signal }) => personGamification.ledger(input, signal),
    'gamification.userPoints': (input, { signal }) => personGamification.userPoints(input, signal),
  };
}
