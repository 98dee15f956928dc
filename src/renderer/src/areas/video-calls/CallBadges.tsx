import { Badge, Group, Tooltip } from '@mantine/core';
import { IconExternalLink, IconRepeat, IconVideo } from '@tabler/icons-react';

const STATUS_COLORS: Record<string, string> = {
  upcoming: 'blue',
  ongoing: 'green',
  completed: 'gray',
  cancelled: 'red',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={STATUS_COLORS[status] ?? 'gray'}
      variant={status === 'ongoing' ? 'filled' : 'light'}
      size="sm"
    >
      {status}
    </Badge>
  );
}

export function PlatformBadge({ platform }: { platform: 'service' | 'custom' }) {
  return platform === 'custom' ? (
    <Tooltip label="Your own meeting link: it may overlap other calls">
      <Badge color="grape" variant="outline" size="sm" leftSection={<IconExternalLink size={12} />}>
        own link
      </Badge>
    </Tooltip>
  ) : (
    <Badge color="teal" variant="outline" size="sm" leftSection={<IconVideo size={12} />}>
      hosted by the service
    </Badge>
  );
}

export function RecurringBadge({
  occurrence,
  total,
}: {
  occurrence?: number | undefined;
  total?: number | undefined;
}) {
  if (occurrence === undefined && total === undefined) return null;
  return (
    <Badge color="orange" variant="light" size="sm" leftSection={<IconRepeat size={12} />}>
      {occurrence !== undefined && total !== undefined ? `occurrence ${occurrence} of ${total}` : 'recurring'}
    </Badge>
  );
}

export function CallBadges(props: {
  status: string;
  platform: 'service' | 'custom';
  occurrence?: number | undefined;
  total?: number | undefined;
}) {
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge status={props.status} />
      <PlatformBadge platform={props.platform} />
      <RecurringBadge occurrence={props.occurrence} total={props.total} />
    </Group>
  );
}
