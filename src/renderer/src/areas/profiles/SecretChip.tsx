import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';

export interface SecretChipProps {
  label: string;
  /** undefined while main has not answered yet. */
  set: boolean | undefined;
  testId: string;
}

export function SecretChip({ label, set, testId }: SecretChipProps) {
  const text = set === undefined ? `${label}: checking…` : set ? `${label} set` : `${label} not set`;
  const Icon = set ? IconCircleCheck : IconCircleDashed;
  return (
    <Badge
      variant="light"
      color={set ? 'teal' : 'gray'}
      radius="xl"
      tt="none"
      fw={500}
      leftSection={<Icon size={14} stroke={1.8} />}
      data-testid={testId}
    >
      {text}
    </Badge>
  );
}
