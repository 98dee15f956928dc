import '@mantine/dates/styles.css';
import { Suspense } from 'react';
import { Button } from '@mantine/core';
import { IconArrowLeft, IconCalendarPlus } from '@tabler/icons-react';
import { ScreenHeader } from '../../components/ScreenHeader';
import { AgendaView } from './AgendaView';
import { lazyScreen } from '../../components/lazy-screen';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useVideoCallsScreen } from './queries';
import { useView } from './route-view';

// The agenda is the console's first screen: the form, the detail views and the help load when opened.
const CreateCallForm = lazyScreen(() => import('./CreateCallForm'), 'CreateCallForm');
const CallDetail = lazyScreen(() => import('./CallDetail'), 'CallDetail');
const SeriesView = lazyScreen(() => import('./SeriesView'), 'SeriesView');

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
        help="video-calls"
      />
      {view.kind === 'agenda' ? <AgendaView /> : null}
      <Suspense fallback={<ScreenLoading label="the call" />}>
        {view.kind === 'create' ? <CreateCallForm /> : null}
        {view.kind === 'detail' ? <CallDetail id={view.id} timeZone={view.timeZone} /> : null}
        {view.kind === 'series' ? <SeriesView groupId={view.groupId} timeZone={view.timeZone} /> : null}
      </Suspense>
    </div>
  );
}
