import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays, formatWeekLabel } from '@shared/areas/video-calls/domain';

/**
 * The week grid's place in time: the week's dates ("16–22 Nov 2026"), "This week" only when it holds
 * today (the service's today), and a way back to today's week when it does not.
 */
export function WeekControls({
  weekStart,
  today,
  onShift,
  onToday,
}: {
  weekStart: string;
  today: string;
  onShift: (weeks: number) => void;
  onToday: () => void;
}) {
  const holdsToday = weekStart <= today && today <= addDays(weekStart, 6);
  return (
    <Group gap={6} align="center" data-testid="week-controls">
      <ActionIcon variant="default" size="lg" onClick={() => onShift(-1)} aria-label="Previous week">
        <IconChevronLeft size={16} />
      </ActionIcon>
      <Text fw={600} size="sm" miw={150} ta="center" data-testid="week-label" aria-live="polite">
        {formatWeekLabel(weekStart)}
      </Text>
      <ActionIcon variant="default" size="lg" onClick={() => onShift(1)} aria-label="Next week">
        <IconChevronRight size={16} />
      </ActionIcon>
      {holdsToday ? (
        <Badge variant="light" data-testid="this-week">
          This week
        </Badge>
      ) : (
        <Button variant="default" size="sm" onClick={onToday} data-testid="to-this-week">
          Go to this week
        </Button>
      )}
    </Group>
  );
}
