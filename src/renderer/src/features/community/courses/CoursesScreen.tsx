import { useEffect, useState } from 'react';
import { Badge, Grid, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useStore } from 'zustand';
import { useApi } from '../../../api-context';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { createCoursesStore } from './courses-store';
import { CreateModuleForm } from './CreateModuleForm';
import { DripUpdateModal } from './DripUpdateModal';
import { ModulesCard } from './ModulesCard';
import { ReviewSummaryCard } from './ReviewSummaryCard';

function CoursesHelp() {
  return (
    <>
      <Text>
        Pick a course to see its review summary and modules, add a module, and keep its drip schedule whole.
      </Text>
      <Title order={4}>Rules the screen follows</Title>
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
          The service never returns module titles; the console remembers the titles of modules created here
          (per profile) and shows others as “Module n” with their id.
        </List.Item>
      </List>
    </>
  );
}

/** Courses: review summary, modules and drip, module creation with the drip follow-up. */
export function CoursesScreen() {
  const api = useApi();
  const [store] = useState(() => createCoursesStore(api));
  const s = useStore(store);
  const [dripOpen, setDripOpen] = useState(false);

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  const course = s.courses.data?.find((c) => c._id === s.courseId) ?? null;
  const plan = s.plan.data;
  const dripMode = plan?.mode === 'date' || plan?.mode === 'enrollment' ? plan.mode : null;

  return (
    <Stack gap="md" data-testid="courses-screen">
      <ScreenHeader
        title="Courses"
        description="Review summaries, modules and the drip schedule of your courses."
        help={<CoursesHelp />}
      />
      {s.courses.error ? <ErrorAlert error={s.courses.error} title="Courses could not be loaded" /> : null}
      <Group align="flex-end" gap="md">
        <Select
          label="Course"
          placeholder={s.courses.status === 'loading' ? 'Loading courses…' : 'Pick a course'}
          data={(s.courses.data ?? []).map((c) => ({ value: c._id ?? '', label: c.title ?? c._id ?? '' }))}
          value={s.courseId}
          onChange={(value) => store.getState().select(value)}
          searchable
          w={340}
          data-testid="course-select"
        />
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
      {s.courses.status === 'ready' && (s.courses.data ?? []).length === 0 ? (
        <Text c="dimmed">This business has no courses yet.</Text>
      ) : null}
      {s.courseId ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="md">
              <ReviewSummaryCard summary={s.summary.data} status={s.summary.status} error={s.summary.error} />
              <ModulesCard
                plan={plan}
                status={s.plan.status}
                error={s.plan.error}
                onFollowUp={() => setDripOpen(true)}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <CreateModuleForm
              disabled={!s.courseId}
              createModule={async (input) => {
                const result = await store.getState().createModule(input);
                if (result.ok) {
                  const needs = result.value.plan.needsDripUpdate;
                  notifications.show({
                    color: needs ? 'orange' : 'teal',
                    title: needs ? 'Module created: visible to learners now' : 'Module created',
                    message: needs
                      ? 'This course drips: schedule the new module with a drip update listing every module.'
                      : `“${result.value.module.title ?? input.title}” was added at the end of the course.`,
                  });
                }
                return result;
              }}
            />
          </Grid.Col>
        </Grid>
      ) : null}
      {dripOpen && plan && dripMode ? (
        <DripUpdateModal
          plan={plan}
          mode={dripMode}
          onClose={() => setDripOpen(false)}
          updateDrip={store.getState().updateDrip}
        />
      ) : null}
    </Stack>
  );
}
