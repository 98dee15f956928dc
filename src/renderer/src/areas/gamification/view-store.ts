import { createProfileViews } from '../../data/profile-views';

/** The points form's filters, as the user set them. */
export type PointsFilterValues = {
  mangoes: string[];
  users: string[];
  types: string[];
};

export interface PointsSort {
  by: string;
  descending: boolean;
}

export interface GamificationView {
  filter: PointsFilterValues;
  /** The filter the points on screen were loaded for; null until the user loads (each load is a rate-limited call). */
  loadedFor: PointsFilterValues | null;
  sort: PointsSort;
}

export const gamificationViews = createProfileViews<GamificationView>({
  filter: { mangoes: [], users: [], types: [] },
  loadedFor: null,
  sort: { by: 'totalScore', descending: true },
});

/** Clicking the sorted column flips its order; another column starts descending (the user id ascending). */
export function nextSort(sort: PointsSort, by: string): PointsSort {
  return { by, descending: sort.by === by ? !sort.descending : by !== 'userId' };
}
