import { ActionIcon, Tooltip } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useBridgeMutation } from '../../data/query';

type Action = 'open' | 'download';

/**
 * Opens or downloads a recording through main (the page cannot open windows): the desktop app hands the
 * service's https address to the OS browser or its downloader; the web host answers the address, which
 * the page then offers as a new-tab link (`link`).
 */
export function useRecordingOpener(callId: string, timeZone: string | undefined) {
  const mutation = useBridgeMutation('videoCalls.openRecording');
  const link = mutation.data?.outcome === 'link' ? mutation.data.url : null;
  return {
    run: (index: number, action: Action) =>
      mutation.mutate({ id: callId, index, action, ...(timeZone ? { timeZone } : {}) }),
    pending: mutation.isPending ? mutation.variables : undefined,
    link,
    appError: mutation.appError,
    reset: mutation.reset,
  };
}

export type RecordingOpener = ReturnType<typeof useRecordingOpener>;

const ACTIONS = [
  { action: 'open', tip: 'Open in your browser', label: 'Open recording', Icon: IconExternalLink },
  { action: 'download', tip: 'Download the file', label: 'Download recording', Icon: IconDownload },
] as const;

/** Open and Download for one file of the table. */
export function RecordingActions({ index, opener }: { index: number; opener: RecordingOpener }) {
  return ACTIONS.map(({ action, tip, label, Icon }) => (
    <Tooltip key={action} label={tip}>
      <ActionIcon
        size="sm"
        variant="subtle"
        color="gray"
        loading={opener.pending?.index === index && opener.pending.action === action}
        onClick={() => opener.run(index, action)}
        aria-label={label}
        data-testid={`${action}-recording`}
      >
        <Icon size={14} />
      </ActionIcon>
    </Tooltip>
  ));
}
