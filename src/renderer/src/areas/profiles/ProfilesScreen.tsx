import { useState } from 'react';
import { Alert, Button, EmptyState, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconServer } from '@tabler/icons-react';
import type { Profile } from '@shared/profile';
import { useProfileList } from '../../components/profile-queries';
import { ScreenHeader } from '../../components/ScreenHeader';
import { DeleteProfileModal } from './DeleteProfileModal';
import { KeychainAlert } from './KeychainAlert';
import { ProfileFormModal } from './ProfileFormModal';
import { ProfileList } from './ProfileList';
import { useProfileSecrets } from './queries';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; profile: Profile };

/** Profiles: where the console connects, which one is active, and whether their secrets are stored. */
export function ProfilesScreen() {
  const list = useProfileList();
  const { data, appError: error } = list;
  const { keychain } = useProfileSecrets();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Profile | null>(null);

  const openCreate = () => setEditing({ mode: 'create' });

  return (
    <Stack gap="lg" maw={960} data-testid="profiles-screen">
      <ScreenHeader
        title="Profiles"
        description="Each profile is a service address and white-label host. Its token and API key stay in the OS keychain."
        help="profiles"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate} data-testid="new-profile">
            New profile
          </Button>
        }
      />

      <KeychainAlert keychain={keychain} />

      {list.isError && error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Profiles could not be loaded"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {list.isPending ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={104} radius="md" />
          ))}
        </Stack>
      ) : null}

      {data && data.profiles.length > 0 ? (
        <ProfileList
          profiles={data.profiles}
          activeProfileId={data.activeProfileId}
          onEdit={(profile) => setEditing({ mode: 'edit', profile })}
          onDelete={setDeleting}
        />
      ) : null}

      {data && !data.profiles.some((p) => p.kind === 'live') ? (
        <Paper withBorder p="xl" radius="md" style={{ borderStyle: 'dashed' }} data-testid="no-live-profiles">
          <EmptyState
            icon={<IconServer size={28} stroke={1.5} />}
            withIndicatorBackground
            title="No live business connected yet"
            description="The built-in sandbox lets you try every screen safely. To work on a real business, add its service address, white-label host and credentials."
          >
            <EmptyState.Actions mt="sm">
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openCreate}>
                Add a live profile
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : null}

      <ProfileFormModal
        opened={editing.mode !== 'closed'}
        profile={editing.mode === 'edit' ? editing.profile : null}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <DeleteProfileModal profile={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
