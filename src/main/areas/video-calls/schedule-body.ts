import type { ScheduleForm } from '../../../shared/areas/video-calls/channels';
import type { CheckAvailabilityBody } from '../../../shared/contract/video-calls';

/** The form's schedule as the service's create / check-availability fields. */
export function toScheduleBody(schedule: ScheduleForm): CheckAvailabilityBody {
  const base = {
    startDate: schedule.startDate,
    fromTime: schedule.fromTime,
    timezoneName: schedule.timezoneName,
    duration: schedule.duration,
  };
  if (schedule.frequency === 'once') return { ...base, callType: 'onetime' };
  return {
    ...base,
    callType: 'recurring',
    frequency: schedule.frequency,
    ...(schedule.endDate ? { endDate: schedule.endDate } : {}),
    ...(schedule.frequency === 'weekly' && schedule.repeatingDays
      ? { repeatingDays: schedule.repeatingDays }
      : {}),
  };
}
