import type { WebhookEventName } from '../../../shared/contract/webhook-events';
import type { SandboxCore } from '../../context';
import type { CourseRecord, UserRecord } from '../../fixture-schema';
import type { WebhookDelivery } from '../../webhooks';
import { deliver, refuse, type TriggerContext, type TriggerResult } from './trigger-context';

/* A learner's progress through a course: course.completed.all, .50, .100, course.completed, course.progress. */

/** Course milestones (docs): .all at 10%, 50% and 100%; .50 at 50%; .100 and the deprecated course.completed at 100%. */
const COURSE_MILESTONES: { at: number; events: WebhookEventName[] }[] = [
  { at: 10, events: ['course.completed.all'] },
  // course.progress: our spec's name for the 50% checkpoint (its payload adds completionPercentage).
  { at: 50, events: ['course.completed.all', 'course.completed.50', 'course.progress'] },
  { at: 100, events: ['course.completed.all', 'course.completed.100', 'course.completed'] },
];

/** Moves a learner's progress; every milestone crossed fires its events, in order. */
export async function setCourseProgress(
  core: SandboxCore,
  userId: string,
  courseId: string,
  percentage: number,
) {
  const course = core.state.byId('courses', courseId);
  const user = core.state.byId('users', userId);
  if (!course || !user) return undefined;
  let record = core.state.data.progress.find((p) => p.user === userId && p.course === courseId);
  const before = record?.percentage ?? 0;
  const now = core.clock.nowIso();
  if (!record) {
    record = { user: userId, course: courseId, percentage, lastProgressOn: now };
    core.state.data.progress.push(record);
  }
  record.percentage = percentage;
  record.lastProgressOn = now;
  core.state.touch();
  // Docs' payload for .50 (no example of its own; follows .100), .100, .all and course.completed.
  const base = {
    name: user.name,
    email: user.email,
    phone: user.phone,
    course: course.title,
    courseId,
    lastProgressOn: now,
  };
  const deliveries: WebhookDelivery[] = [];
  for (const milestone of COURSE_MILESTONES) {
    if (!(before < milestone.at && percentage >= milestone.at)) continue;
    for (const event of milestone.events) {
      const payload = event === 'course.progress' ? { ...base, completionPercentage: percentage } : base;
      deliveries.push(...(await deliver(core, course.creator, event, { course: courseId }, payload)));
    }
  }
  return { before, after: percentage, deliveries };
}

/** Moves a learner of the course given (or the creator's first) across the event's milestone. */
export async function triggerCourseEvent(
  ctx: TriggerContext,
  event: WebhookEventName,
): Promise<TriggerResult> {
  const { core, b, mine, pickUser } = ctx;
  const data = core.state.data;
  const courses = b.course
    ? [core.state.byId('courses', b.course)].filter((c): c is CourseRecord => Boolean(c))
    : mine(data.courses).filter((c) => !c.isDeleted);
  const course = courses[0];
  if (!course || course.isDeleted) return refuse(404, 'That course does not exist in the sandbox.');
  const at = new Map(data.progress.filter((p) => p.course === course._id).map((p) => [p.user, p.percentage]));
  const progressOf = (u: UserRecord) => at.get(u._id) ?? 0;
  // The milestone to cross, and a learner below it.
  const target =
    b.percentage ??
    (event === 'course.completed.all'
      ? 10
      : event === 'course.completed.50' || event === 'course.progress'
        ? 50
        : 100);
  // Prefer a learner already past the milestone before, so only this milestone's events fire.
  const floor = target >= 100 ? 50 : target >= 50 ? 10 : 0;
  const user =
    pickUser((u) => progressOf(u) < target && progressOf(u) >= floor) ??
    pickUser((u) => progressOf(u) < target);
  if (!user) return refuse(404, `Every learner is past ${target}% of “${course.title}” in the sandbox.`);
  const result = await setCourseProgress(core, user._id, course._id, Math.max(target, progressOf(user)));
  if (!result) return refuse(404, 'No such user or course');
  const verb = target >= 100 ? 'completed' : `crossed ${target}% of`;
  return { body: { ...result, description: `${user.name} ${verb} “${course.title}”` } };
}
