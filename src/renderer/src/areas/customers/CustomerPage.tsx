import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import type { AuthenticatedUser } from '@shared/contract/users';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Reading } from './Reading';
import { CertificatesPanel } from './CertificatesPanel';
import { CourseProgressPanel } from './CourseProgressPanel';
import { PointsSection } from './PointsSection';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { usePerson } from './queries';

function Fact({ label, value, testId }: { label: string; value: string | undefined; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value?.trim() ? value : '—'}
      </Text>
    </div>
  );
}

/** Who the person is, as the service knows them. */
function PersonCard({ person }: { person: AuthenticatedUser }) {
  const phone = person.phone !== undefined ? `${person.dialCode ?? ''} ${person.phone}`.trim() : undefined;
  return (
    <Paper withBorder p="md" radius="md" data-testid="customer-person">
      <Stack gap="sm">
        <Title order={3} size="h4" data-testid="customer-name">
          {person.name?.trim() || 'Unnamed person'}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <Fact label="Email" value={person.email} testId="customer-email" />
          <Fact label="Phone" value={phone} />
          <Fact label="Country" value={person.country} />
          <Fact label="User id" value={person._id} />
        </SimpleGrid>
        {person.isDeactivated ? (
          <Text size="sm" c="var(--mantine-color-orange-light-color)">
            This account is deactivated on the service.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** One person's page: who they are, subscriptions, certificates, course progress, points and badges. */
export function CustomerPage({ userId, onBack }: { userId: string; onBack: () => void }) {
  const person = usePerson(userId);
  const user = person.data?.user;
  return (
    <Stack gap="lg" data-testid="customer-page">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Find another person
        </Button>
      </Group>
      {person.isPending ? <Reading what="the person" /> : null}
      {person.appError ? <ErrorAlert error={person.appError} title="The person could not be read" /> : null}
      {person.data && user === null ? (
        <Alert variant="light" color="gray" icon={<IconUserQuestion size={18} />} title="No such person">
          The service knows no person with the id {userId} on this host (deleted, or another creator’s).{' '}
          <Anchor component="button" c="inherit" fw={600} underline="always" onClick={onBack}>
            Search again
          </Anchor>
          .
        </Alert>
      ) : null}
      {user ? (
        <>
          <PersonCard person={user} />
          <SubscriptionsPanel userId={userId} personName={user.name?.trim() || 'this person'} />
          <CertificatesPanel userId={userId} />
          <CourseProgressPanel person={user} />
          <PointsSection userId={userId} />
        </>
      ) : null}
    </Stack>
  );
}
