import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUserPlus, IconUserQuestion } from '@tabler/icons-react';
import { DEMO_MEMBER } from '../../components/demo-business';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useActiveProfile } from '../../data/query';
import { AddPersonForm } from './AddPersonForm';
import { useFindPerson, type FindInput } from './queries';

const USER_ID = /^[0-9a-f]{24}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the one search field holds: an email, a phone number (digits, spaces, dashes) or a user id. */
export function readSearch(
  text: string,
): { kind: 'id'; id: string } | { kind: 'find'; input: FindInput } | null {
  const value = text.trim();
  if (USER_ID.test(value)) return { kind: 'id', id: value.toLowerCase() };
  if (EMAIL.test(value)) return { kind: 'find', input: { email: value } };
  const digits = value.replace(/[\s()-]/g, '');
  if (/^\d{4,15}$/.test(digits)) return { kind: 'find', input: { phone: digits } };
  return null;
}

/** Find a person (email, phone or id) or add one; a person found opens their page. */
export function FindPerson({ onOpen }: { onOpen: (userId: string) => void }) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [asked, setAsked] = useState<FindInput | null>(null);
  const found = useFindPerson(asked);
  const read = readSearch(text);
  const user = found.data?.user;
  const onSandbox = useActiveProfile()?.kind === 'sandbox';

  useEffect(() => {
    if (user) onOpen(user._id);
  }, [user, onOpen]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!read) return;
    if (read.kind === 'id') onOpen(read.id);
    else if (JSON.stringify(read.input) === JSON.stringify(asked)) void found.refetch();
    else setAsked(read.input);
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder p="md" radius="md" h="100%">
          <form onSubmit={submit}>
            <Stack gap="sm">
              <Title order={3} size="h4">
                Find a person
              </Title>
              <TextInput
                label="Email, phone number or user id"
                description={
                  onSandbox
                    ? `A phone number without its country code. In the sandbox, try ${DEMO_MEMBER.email} (${DEMO_MEMBER.name}).`
                    : 'A phone number without its country code, e.g. 9876543210'
                }
                placeholder="meera@example.com"
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                error={
                  touched && text.trim() && !read
                    ? 'Type an email, a phone number (digits) or a 24-character user id'
                    : undefined
                }
                data-testid="customer-search"
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  leftSection={<IconSearch size={16} />}
                  disabled={!text.trim()}
                  loading={found.isFetching}
                  data-testid="customer-search-submit"
                >
                  Find
                </Button>
              </Group>
              {found.appError ? <ErrorAlert error={found.appError} title="The search failed" /> : null}
              {asked && found.data && found.data.user === null ? (
                <Alert
                  variant="light"
                  color="gray"
                  icon={<IconUserQuestion size={18} />}
                  title="Nobody found"
                  data-testid="customer-not-found"
                >
                  The service knows nobody on this host with{' '}
                  {asked.email ? `the email ${asked.email}` : `the phone number ${asked.phone ?? ''}`}. Check
                  the spelling, try the other detail, or add the person.
                </Alert>
              ) : null}
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Paper withBorder p="md" radius="md" h="100%">
          <Stack gap="sm">
            <Group gap="xs">
              <IconUserPlus size={18} />
              <Title order={3} size="h4">
                Add a person
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              Creates the person on your host, or finds the one who already has that email or phone.
            </Text>
            <AddPersonForm onDone={onOpen} />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
