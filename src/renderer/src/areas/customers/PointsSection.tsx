import { Stack, Text, Title } from '@mantine/core';
import { PersonGamificationPanel } from '../gamification/public';

/**
 * The person's points and badges, from the Badges & points screen's own panel: their v1 collective points
 * per type, the badges they hold, their points ledger, and "Assign badges" / "Give or take points" at hand.
 */
export function PointsSection({ userId }: { userId: string }) {
  return (
    <section aria-label="Points and badges" data-testid="customer-points">
      <Stack
        gap="sm"
        p="md"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      >
        <Title order={3} size="h4">
          Points and badges
        </Title>
        <Text size="sm" c="dimmed">
          Collective points count only in Mangoes with gamification on. Assigned badges cannot be taken back
          through the service; points can, by giving a negative amount.
        </Text>
        <PersonGamificationPanel userId={userId} />
      </Stack>
    </section>
  );
}
