import { List, Text, Title } from '@mantine/core';
import { DocLink } from '../../components/DocLink';

/** The in-app help: what the screen is for and the service rules it protects you from. */
export function VideoCallsHelp() {
  return (
    <>
      <Text>
        Schedule the creator's webinars across time zones, and see clashes and edit locks before the service
        refuses.
      </Text>
      <Title order={3} size="h4">
        Times and zones
      </Title>
      <List>
        <List.Item>
          You type the local date, a 24-hour start time and the event's IANA time zone. The console works out
          the UTC times with a real time-zone library; you never type UTC.
        </List.Item>
        <List.Item>
          A repeating call keeps its wall-clock time across daylight-saving changes. A start time the clocks
          skip on some day is listed by date; Create counts only the calls it would make and stays off, saying
          why, until you pick another time.
        </List.Item>
        <List.Item>
          Every occurrence is listed in the event's zone and in yours (detected from this machine). A new call
          starts in the zone of the creator's calls, named under the field; pick another at any time. Times,
          countdowns and "today" follow the service's clock (learned from its answers), not only this
          computer's.
        </List.Item>
      </List>
      <Title order={3} size="h4">
        Service rules checked while you type
      </Title>
      <List>
        <List.Item>
          Duration 30 to 300 minutes; the start must be in the future; a daily or weekly call needs an end
          date on or after the start; a weekly call needs weekdays and at least one of them in the range.
        </List.Item>
        <List.Item>
          No overlap with the creator's other upcoming or ongoing service-hosted calls. Calls that only touch
          are fine; calls on your own meeting link may overlap. On a clash the form suggests the next free
          slot (same duration, checked with the service); Use this slot puts it in the form.
        </List.Item>
        <List.Item>
          The service also refuses a schedule that ends after the creator's webinar feature expires; only the
          service knows that date, so it is reported on the end date when it happens.
        </List.Item>
        <List.Item>
          Create checks availability again just before sending, in case someone booked the slot meanwhile.
        </List.Item>
      </List>
      <Title order={3} size="h4">
        Editing
      </Title>
      <List>
        <List.Item>
          A call cannot be edited within 30 minutes of its start, while in progress, or once completed or
          cancelled. The screen shows until when it stays editable and locks itself at that moment. If you
          were typing, it says your changes were not saved and keeps them for you to copy. The same happens at
          once when the service refuses a save because the call has just locked.
        </List.Item>
        <List.Item>
          Once a video-provider link has been issued the schedule is locked; title, Mangoes and options still
          change.
        </List.Item>
        <List.Item>
          Rescheduling starts from the stored local date and time, never from UTC, and checks clashes with the
          call itself left out.
        </List.Item>
      </List>
      <Title order={3} size="h4">
        Join links and recordings
      </Title>
      <List>
        <List.Item>Attendee and host links exist only while the call is ongoing.</List.Item>
        <List.Item>
          Open plays a recording in your browser; Download saves it. Links still served by the video provider
          expire at a time the service does not give: download those soon. An empty list means not recorded,
          still processing, or deleted by retention cleanup (with its date).
        </List.Item>
      </List>
      <Title order={3} size="h4">
        Counts and places
      </Title>
      <List>
        <List.Item>
          Eligible customers: who can join (active subscribers of the chosen Mangoes). Joined: who the service
          counted in a call that has started.
        </List.Item>
        <List.Item>
          The week grid opens on today's week, with a red line at the current time. A call, a series and the
          create form each have their own address, so Back returns to the agenda. Leaving a form with unsaved
          input (Back, the navigation, another profile, closing the window) asks first: Stay keeps it.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        More: <DocLink doc="video-calls" />
      </Text>
    </>
  );
}
