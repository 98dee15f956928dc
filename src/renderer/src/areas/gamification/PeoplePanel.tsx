import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlusMinus, IconSearch } from '@tabler/icons-react';
import { parsePersonQuery, type PersonQuery } from '@shared/areas/gamification/person-channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { AssignPointsModal } from './AssignPointsModal';
import { PersonGamificationPanel } from './PersonGamificationPanel';
import { usePersonPoints } from './person-queries';

/**
 * Find a person by email, phone or user id and see their points, badges and ledger (the v1 per-person
 * read); or give or take points for several people at once by id.
 */
export function PeoplePanel() {
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [query, setQuery] = useState<PersonQuery | null>(null);
  const [bulk, setBulk] = useState(false);
  const found = usePersonPoints(query);
  const userId = found.data?.person._id;

  const lookUp = () => {
    const parsed = parsePersonQuery(text);
    if ('error' in parsed) {
      setInputError(parsed.error);
      return;
    }
    setInputError(null);
    setQuery(parsed.query);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" justify="space-between">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              lookUp();
            }}
            style={{ flex: 1 }}
          >
            <Group align="flex-end">
              <TextInput
                label="Person"
                description="Email, phone number or user id"
                placeholder="meera@example.com"
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                error={inputError}
                style={{ flex: 1, maxWidth: 420 }}
                data-testid="person-query"
              />
              <Button
                type="submit"
                leftSection={<IconSearch size={16} />}
                loading={found.isFetching}
                data-testid="person-lookup"
              >
                Look up
              </Button>
            </Group>
          </form>
          <Button
            variant="default"
            leftSection={<IconPlusMinus size={16} />}
            onClick={() => setBulk(true)}
            data-testid="bulk-assign-points"
          >
            Points for several people
          </Button>
        </Group>
      </Paper>
      {found.appError ? <ErrorAlert error={found.appError} title="No person found" /> : null}
      {!query ? (
        <Text size="sm" c="dimmed">
          Look a person up to see their points per type, their badges and every points entry, and to give them
          badges or points.
        </Text>
      ) : null}
      {userId ? <PersonGamificationPanel key={userId} userId={userId} /> : null}
      {bulk ? <AssignPointsModal onClose={() => setBulk(false)} /> : null}
    </Stack>
  );
}
