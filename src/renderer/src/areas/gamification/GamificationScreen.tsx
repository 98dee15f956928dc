import { useState } from 'react';
import { Alert, Badge as Chip, Button, Group, Tabs, Text, Title } from '@mantine/core';
import { IconAward, IconChartBar, IconInfoCircle, IconUser } from '@tabler/icons-react';
import { Screen } from '../../components/Screen';
import { useActiveProfileId } from '../../data/query';
import { useTargets } from '../../data/targets-and-names';
import { BadgesPanel } from './BadgesPanel';
import { PeoplePanel } from './PeoplePanel';
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
      <Text>
        Edit a badge from its row: the same fields as a new one. Changing the automation kind replaces the old
        rule.
      </Text>
      <Title order={3} size="h4">
        People
      </Title>
      <Text>
        Look a person up by email, phone number or user id to see their points per type (lifetime totals,
        counted from their active subscriptions to Mangoes with gamification on), the badges they hold and
        their points ledger, newest first. “Assign badges” adds badges picked by name; the service never takes
        a badge away this way. “Give or take points” records the same number of points for one person or for
        several (pasted user ids, up to 200): you see how many people and how many points before it is sent,
        and it is sent once. Points taken away are a negative entry in the ledger.
      </Text>
      <Title order={3} size="h4">
        All users’ points (deprecated)
      </Title>
      <Text>
        Points per member and type (the service’s own types such as “Daily active” or “Attendance”, plus any
        custom type you name), with totals. Members are shown by name, with their user id beside it to copy.
        Only members with an active subscription to a Mango that has gamification turned on are counted. The
        service allows 10 loads a minute and may retire this feature: the console counts the loads, shows when
        the next one is allowed, and never spends one on an export. The exported CSV starts with its header
        row and keeps the service’s column names (for spreadsheets and scripts); tick “Include notes” to also
        save a .notes.txt beside it saying the profile (LIVE or sandbox), the filter and what each column
        means.
      </Text>
    </>
  );
}

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
      help={<Help />}
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
