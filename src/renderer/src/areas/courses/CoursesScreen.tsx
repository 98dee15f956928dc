import { useState } from 'react';
import { Badge, Button, Grid, Group, List, Select, Stack, Text, Title } from '@mantine/core';
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

function CoursesHelp() {
  return (
    <>
      <Text>
        Pick a course to see its review summary and modules, add a module, and keep its drip schedule whole.
        Create a course, rename a module, and add, edit or delete a module’s chapters.
      </Text>
      <Title order={3} size="h4">
        Rules the screen follows
      </Title>
      <List>
        <List.Item>
          The review summary is the service’s: average rating, number of reviews and how many gave each
          rating.
        </List.Item>
        <List.Item>
          A new module goes at the end of the course. 404 COURSE_NOT_FOUND means the course does not exist,
          was deleted, or belongs to another creator; nothing is created.
        </List.Item>
        <List.Item>
          For a course that drips by date or by enrollment, a new module has no schedule and is treated as
          unlocked: learners see it at once. Only a drip update that lists every module of the course
          (existing plus new) schedules it. The screen warns you and opens that update pre-filled.
        </List.Item>
        <List.Item>Courses that are not dripped, or drip by completion, need no follow-up.</List.Item>
        <List.Item>
          A new course is created unpublished, for the Mangoes you pick. An account that has not finished
          creator onboarding is refused (403 COURSE_USER_NOT_CREATOR).
        </List.Item>
        <List.Item>
          Chapters need a title and a description. Content (video, audio, image or PDF) must be a file already
          uploaded to TagMango: any other address is refused (CHAPTER_USER_ASSET_NOT_FOUND). Address and type
          go together.
        </List.Item>
        <List.Item>
          The service has no operation that lists a module’s chapters: the card shows the chapters added or
          edited from this console (per profile). Editing shows what will change and sends only those fields.
        </List.Item>
        <List.Item>
          When the answer to a new chapter is lost, the chapter shows as “Created? Not confirmed”. Look for it
          in the course on the service, then choose “It was created…” and enter its id, or “It was not
          created”. Until then a chapter with the same title cannot be added to that module, so no second copy
          appears.
        </List.Item>
        <List.Item>
          Deleting a chapter also deletes its questions and answers, its assignment and the submissions, and
          cannot be undone; the console asks first, naming the chapter. CHAPTER_NOT_FOUND means it was already
          deleted (it leaves the list).
        </List.Item>
        <List.Item>
          The service never returns module titles; the console remembers the titles of modules created here
          (per profile) and shows others as “Module n” with their id.
        </List.Item>
      </List>
    </>
  );
}

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
      help={<CoursesHelp />}
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
