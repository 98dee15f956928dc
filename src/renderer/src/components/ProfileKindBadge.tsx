import { Badge, type BadgeProps } from '@mantine/core';
import type { ProfileKind } from '@shared/profile';

export interface ProfileKindBadgeProps {
  kind: ProfileKind;
  size?: BadgeProps['size'];
}

/** "Live" is loud on purpose: its writes reach a real business. */
export function ProfileKindBadge({ kind, size = 'sm' }: ProfileKindBadgeProps) {
  return kind === 'live' ? (
    <Badge color="red" variant="filled" size={size} data-testid="kind-badge">
      Live
    </Badge>
  ) : (
    <Badge color="cyan" variant="light" size={size} data-testid="kind-badge">
      Sandbox
    </Badge>
  );
}
