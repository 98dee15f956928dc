import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { OperationName } from '@shared/contract/operations';
import { deprecations } from './deprecations';
import { operationName } from './operation-names';

/**
 * "Deprecated" beside an action whose operation the service's docs mark so: the docs' words, and the
 * replacement they name (a link when it lives on another screen). Renders nothing for an operation that is
 * not deprecated, so a screen can place it unconditionally.
 */
export function DeprecatedNote({ operation, testId }: { operation: OperationName; testId?: string }) {
  const info = deprecations[operation];
  if (!info) return null;
  const replacement = info.replacement ? operationName(info.replacement) : null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid={testId ?? `deprecated-${operation}`}>
      <Badge color="yellow" variant="light" size="sm" style={{ flexShrink: 0 }}>
        Deprecated
      </Badge>
      <Text size="sm" c="dimmed">
        {info.note}
        {replacement ? (
          <>
            {' Use instead: '}
            {info.replacementAt ? <Anchor href={info.replacementAt}>{replacement}</Anchor> : replacement}.
          </>
        ) : null}
      </Text>
    </Group>
  );
}
