import { Tabs, Text, Title } from '@mantine/core';
import { IconAward, IconChartBar } from '@tabler/icons-react';
import { Screen } from '../../../components/Screen';
import { useActiveProfileId } from '../../../data/query';
import { useTargets } from '../queries';
import { BadgesPanel } from './BadgesPanel';
import { PointsPanel } from './PointsPanel';

function Help() {
  return (
    <>
      <Title order={3} size="h4">
        Badges
      </Title>
      <Text>
        A badge can be given by hand, or automatically in one of two ways, never both: when a member reaches a
        points threshold in a category (lifetime, this month or this week) and removed when they fall below
        it; or when a member subscribes to one of the chosen Mangoes and removed when that subscription ends.
        Automation may take a while to reach every member.
      </Text>
      <Title order={3} size="h4">
        Collective points
      </Title>
      <Text>
        Points per member and type (the service’s own types such as “Daily active” or “Attendance”, plus any
        custom type you name), with totals. Members are shown by name, with their user id beside it to copy.
        Only members with an active subscription to a Mango that has gamification turned on are counted. The
        service allows 10 loads a minute and may retire this feature: the console counts the loads, shows when
        the next one is allowed, and never spends one on an export. The exported file keeps the service’s
        column names (for spreadsheets and scripts) and says what each one means above the header.
      </Text>
    </>
  );
}

/** Badges (list, create with automation) and collective points (table, CSV). */
export function GamificationScreen() {
  const profileId = useActiveProfileId();
  const mangoes = useTargets().data?.mangoes;

  return (
    <Screen
      testId="gamification-screen"
      gap="lg"
      maw={1200}
      title="Badges & points"
      description="Reward members with badges, and see everyone's points by type."
      help={<Help />}
    >
      <Tabs defaultValue="badges" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="badges" leftSection={<IconAward size={16} />} data-testid="tab-badges">
            Badges
          </Tabs.Tab>
          <Tabs.Tab value="points" leftSection={<IconChartBar size={16} />} data-testid="tab-points">
            Collective points
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="badges">
          <BadgesPanel mangoes={mangoes} />
        </Tabs.Panel>
        <Tabs.Panel value="points">
          {/* A profile's points form starts from that profile's filters. */}
          <PointsPanel key={profileId ?? ''} mangoes={mangoes} />
        </Tabs.Panel>
      </Tabs>
    </Screen>
  );
}
