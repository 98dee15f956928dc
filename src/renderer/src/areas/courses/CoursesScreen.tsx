import { useState } from 'react';
import { Badge, Button, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Screen } from '../../components/Screen';
import { pickedOrFirst } from '../../components/selection';
import { CreateModuleForm } from './CreateModuleForm';
import { DripUpdateModal } from './DripUpdateModal';
import { ModuleChaptersCard } from './ModuleChaptersCard';
import { NewCourseModal } from './NewCourseModal';
import { ModulesCard } from './ModulesCard';
import { useCoursePlan, useCourses, useReviewSummary } from './queries';
import { ReviewSummaryCard } from './ReviewSummaryCard';
import { useCoursesView } from './view-store';

/** Courses: review summary, modules and drip, module creation with the drip follow-up. */
export function CoursesScreen() {
  const courses = useCourses();
  const picked = useCoursesView((view) => view.courseId);
  const pick = useCoursesView((view) => view.pick);
  const courseId = pickedOrFirst(courses.data, picked);
  const summary = useReviewSummary(courseId);
  const planQuery = useCoursePlan(courseId);
  const [dripOpen, setDripOpen] = useState(false);
  const [newCourse, setNewCourse] = useState(false);

  const course = courses.data?.find((c) => c._id === courseId) ?? null;
  const plan = planQuery.data ?? null;
  const dripMode = plan?.mode === 'date' || plan?.mode === 'enrollment' ? plan.mode : null;

  return (
    <Screen
      testId="courses-screen"
      title="Courses"
      description="Create courses; review summaries, modules, chapters and the drip schedule."
      help="courses"
    >
      {courses.appError ? <ErrorAlert error={courses.appError} title="Courses could not be loaded" /> : null}
      <Group align="flex-end" gap="md">
        <Select
          label="Course"
          placeholder={courses.isLoading ? 'Loading courses…' : 'Pick a course'}
          data={(courses.data ?? []).map((c) => ({ value: c._id ?? '', label: c.title ?? c._id ?? '' }))}
          value={courseId}
          onChange={pick}
          searchable
          w={340}
          data-testid="course-select"
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setNewCourse(true)}
          data-testid="course-new"
        >
          New course
        </Button>
        {course ? (
          <Group gap={6} pb={6}>
            <Badge variant="light" color={course.isPublished ? 'teal' : 'gray'} tt="none">
              {course.isPublished ? 'Published' : 'Draft'}
            </Badge>
            {(course.mangoes ?? []).map((m) => (
              <Badge key={m._id} variant="outline" color="orange" tt="none">
                {m.title ?? m._id}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Group>
      {courses.data?.length === 0 ? <Text c="dimmed">This business has no courses yet.</Text> : null}
      {courseId ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="md">
              <ReviewSummaryCard
                summary={summary.data ?? null}
                loading={summary.isLoading}
                error={summary.appError}
              />
              <ModulesCard
                plan={plan}
                loading={planQuery.isLoading}
                error={planQuery.appError}
                onFollowUp={() => setDripOpen(true)}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="md">
              <CreateModuleForm courseId={courseId} />
              <ModuleChaptersCard courseId={courseId} plan={plan} />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
      {newCourse ? <NewCourseModal onClose={() => setNewCourse(false)} onCreated={pick} /> : null}
      {dripOpen && courseId && plan && dripMode ? (
        <DripUpdateModal plan={plan} mode={dripMode} courseId={courseId} onClose={() => setDripOpen(false)} />
      ) : null}
    </Screen>
  );
}
