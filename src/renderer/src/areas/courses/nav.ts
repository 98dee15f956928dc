import { IconBooks } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** Courses: their modules, drip schedule and chapters. */
export const coursesNav: NavigationArea[] = [
  {
    id: 'courses',
    label: 'Courses',
    icon: IconBooks,
    component: lazyScreen(() => import('./CoursesScreen'), 'CoursesScreen'),
    group: 'Community',
    description: 'Courses and their modules',
  },
];
