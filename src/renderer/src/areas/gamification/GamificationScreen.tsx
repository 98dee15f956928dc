import { useState } from 'react';
import { Alert, Badge as Chip, Button, Group, Tabs, Text } from '@mantine/core';
import { IconAward, IconChartBar, IconInfoCircle, IconUser } from '@tabler/icons-react';
import { Screen } from '../../components/Screen';
import { useActiveProfileId } from '../../data/query';
import { useTargets } from '../../data/targets-and-names';
import { BadgesPanel } from './BadgesPanel';
import { PeoplePanel } from './PeoplePanel';
import { PointsPanel } from './PointsPanel';

/** Badges (list, create, edit), people (points, badges, ledger, assignments) and the deprecated all-users table. */
export function GamificationScreen() {
  const profileId = useActiveProfileId();
  const mangoes = useTargets().data?.mangoes;
  const [tab, setTab] = useState('badges');

  return (
    <Screen
      testId="gamification-screen"
      gap="lg"
      maw={1200}
      title="Badges & points"
      description="Reward members with badges and points, and see a person's points, badges and ledger."
      help="gamification"
    >
      <Tabs value={tab} onChange={(next) => setTab(next ?? 'badges')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="badges" leftSection={<IconAward size={16} />} data-testid="tab-badges">
            Badges
          </Tabs.Tab>
          <Tabs.Tab value="people" leftSection={<IconUser size={16} />} data-testid="tab-people">
            People
          </Tabs.Tab>
          <Tabs.Tab
            value="points"
            leftSection={<IconChartBar size={16} />}
            rightSection={
              <Chip size="xs" variant="light" color="orange">
                Deprecated
              </Chip>
            }
            data-testid="tab-points"
          >
            All users’ points
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="badges">
          <BadgesPanel mangoes={mangoes} />
        </Tabs.Panel>
        <Tabs.Panel value="people">
          <PeoplePanel key={profileId ?? ''} />
        </Tabs.Panel>
        <Tabs.Panel value="points">
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            title="Deprecated by the service: use the per-person read"
            mb="md"
            data-testid="points-deprecated"
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                This all-users read (v2) is deprecated. Its replacement is the per-person read (v1): look a
                person up under People.
              </Text>
              <Button size="xs" variant="light" onClick={() => setTab('people')} data-testid="open-people">
                Open People
              </Button>
            </Group>
          </Alert>
          {/* A profile's points form starts from that profile's filters. */}
          <PointsPanel key={profileId ?? ''} mangoes={mangoes} />
        </Tabs.Panel>
      </Tabs>
    </Screen>
  );
}
