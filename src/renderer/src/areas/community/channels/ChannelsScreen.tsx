import { useMemo, useState } from 'react';
import { Button, Grid, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { RefreshButton } from '../../../components/RefreshButton';
import { Screen } from '../../../components/Screen';
import { ChannelGroups } from './ChannelGroups';
import { CreateChannelModal } from './CreateChannelModal';
import { GroupForm } from './GroupForm';
import { groupSections } from './group-sections';
import { useAccessOptions, useChannelOverview } from './queries';
import { useChannelsView } from './view-store';

/** Channels & groups: channels listed by group, group and channel creation. */
export function ChannelsScreen() {
  const includeArchived = useChannelsView((view) => view.includeArchived);
  const setIncludeArchived = useChannelsView((view) => view.setIncludeArchived);
  const overview = useChannelOverview(includeArchived);
  const access = useAccessOptions();
  const [creating, setCreating] = useState(false);
  const data = overview.data;

  const sections = useMemo(() => (data ? groupSections(data.channels, data.groups) : []), [data]);

  return (
    <Screen
      testId="community-channels-screen"
      title="Channels & groups"
      description="Your Community channels by group; create groups and channels with their access."
      help="channels"
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          data-testid="new-channel"
        >
          New channel
        </Button>
      }
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Switch
                label="Include archived channels"
                checked={includeArchived}
                onChange={(e) => setIncludeArchived(e.currentTarget.checked)}
              />
              <RefreshButton size="xs" onClick={() => void overview.refetch()}>
                Reload
              </RefreshButton>
            </Group>
            {overview.appError ? (
              <ErrorAlert error={overview.appError} title="Channels could not be loaded" />
            ) : null}
            {overview.isPending ? <Skeleton height={240} radius="md" /> : null}
            {data && sections.length === 0 ? (
              <Text c="dimmed" size="sm">
                No channels yet. Create a group, then a channel in it.
              </Text>
            ) : null}
            {data ? <ChannelGroups sections={sections} access={access.data ?? null} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <GroupForm />
        </Grid.Col>
      </Grid>
      <CreateChannelModal
        opened={creating}
        onClose={() => setCreating(false)}
        sections={sections}
        access={access.data ?? null}
        accessError={access.appError}
      />
    </Screen>
  );
}
