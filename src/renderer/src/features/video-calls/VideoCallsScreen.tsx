import '@mantine/dates/styles.css';
import { Button } from '@mantine/core';
import { IconArrowLeft, IconCalendarPlus } from '@tabler/icons-react';
import { ScreenHeader } from '../../components/ScreenHeader';
import { AgendaView } from './AgendaView';
import { CallDetail } from './CallDetail';
import { CreateCallForm } from './CreateCallForm';
import { useVideoCallsScreen } from './queries';
import { SeriesView } from './SeriesView';
import { VideoCallsHelp } from './VideoCallsHelp';
import { useView } from './route-view';

/** Video calls: the agenda, the create form, one call's detail and edit, and a recurring series. */
export function VideoCallsScreen() {
  const clockSource = useVideoCallsScreen();
  const [view, open] = useView();
  const titles = {
    agenda: 'Video calls',
    create: 'Schedule a video call',
    detail: 'Video call',
    series: 'Recurring series',
  };
  return (
    <div data-testid="video-calls-screen" data-view={view.kind}>
      <ScreenHeader
        title={titles[view.kind]}
        description={
          view.kind === 'create'
            ? 'Occurrences, eligible customers and clashes update as you type.'
            : `The creator's webinars across time zones${clockSource === 'sandbox' ? ' · times follow the sandbox clock' : ''}.`
        }
        actions={
          view.kind === 'agenda' ? (
            <Button
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => open({ kind: 'create' })}
              data-testid="new-call"
            >
              Schedule a call
            </Button>
          ) : view.kind === 'create' ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => open({ kind: 'agenda' })}
            >
              Agenda
            </Button>
          ) : null
        }
        help={<VideoCallsHelp />}
      />
      {view.kind === 'agenda' ? <AgendaView /> : null}
      {view.kind === 'create' ? <CreateCallForm /> : null}
      {view.kind === 'detail' ? <CallDetail id={view.id} timeZone={view.timeZone} /> : null}
      {view.kind === 'series' ? <SeriesView groupId={view.groupId} timeZone={view.timeZone} /> : null}
    </div>
  );
}
