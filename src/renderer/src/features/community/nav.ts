import type { NavigationArea } from '../../navigation';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const communityNav: NavigationArea[] = [];
