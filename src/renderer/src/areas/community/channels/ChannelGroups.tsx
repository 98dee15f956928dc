import { Badge, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconEyeOff, IconFolder } from '@tabler/icons-react';
import type { AccessOptions } from '@shared/areas/community/channels';
import type { Channel } from '@shared/contract/community';
import { formatDate } from '@shared/format';
import { NamedId } from '../../../components/NamedId';
import { groupLabel, type GroupSection } from './group-sections';

function names(ids: string[] | undefined, known: { _id: string; label: string }[]): string[] {
  return (ids ?? []).map((id) => known.find((k) => k._id === id)?.label ?? id);
}

function AccessCell({ channel, access }: { channel: Channel; access: AccessOptions | null }) {
  const mangoes = names(
    channel.mangoArr,
    (access?.mangoes ?? []).map((m) => ({ _id: m._id, label: m.title })),
  );
  const badges = names(
    channel.badgeArr,
    (access?.badges ?? []).map((b) => ({ _id: b._id, label: b.name })),
  );
  if (!mangoes.length && !badges.length) {
    return (
      <Text size="sm" c="dimmed">
        No Mango or badge
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {mangoes.map((m) => (
        <Badge key={`m-${m}`} size="sm" variant="light" color="orange" tt="none">
          {m}
        </Badge>
      ))}
      {badges.map((b) => (
        <Badge key={`b-${b}`} size="sm" variant="light" color="grape" tt="none">
          {b}
        </Badge>
      ))}
    </Group>
  );
}

/** Channels listed under their group, in the order the community shows groups. */
export function ChannelGroups({
  sections,
  access,
}: {
  sections: GroupSection[];
  access: AccessOptions | null;
}) {
  return (
    <Stack gap="md" data-testid="channel-groups">
      {sections.map((section) => (
        <Paper key={section.groupId ?? 'none'} withBorder radius="md" p="md" data-testid="group-section">
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <IconFolder size={18} />
              <Title order={3} size="h4" data-testid="group-title">
                {section.groupId ? (
                  <NamedId layout="inline" name={groupLabel(section)} id={section.groupId} kind="group" />
                ) : (
                  groupLabel(section)
                )}
              </Title>
              {section.groupId && !section.name ? (
                <Tooltip
                  multiline
                  maw={300}
                  label="The service does not let the console read group names, so only the names of groups created here are shown. Its channels are listed as usual."
                >
                  <Badge size="xs" variant="default" tt="none">
                    name not available
                  </Badge>
                </Tooltip>
              ) : null}
            </Group>
          </Group>
          {section.channels.length === 0 ? (
            <Text size="sm" c="dimmed">
              No channels in this group yet. Create one with “New channel” and pick this group.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w="42%">Channel</Table.Th>
                    <Table.Th>Visibility</Table.Th>
                    <Table.Th>Access through</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {section.channels.map((channel) => (
                    <Table.Tr key={channel._id} data-testid="channel-row">
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {channel.name}
                        </Text>
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {[
                            channel.description,
                            channel.createdAt ? `created ${formatDate(channel.createdAt)}` : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td w={110}>
                        <Group gap={4} wrap="nowrap">
                          {channel.isHidden ? (
                            <Badge size="sm" color="gray" leftSection={<IconEyeOff size={11} />} tt="none">
                              Hidden
                            </Badge>
                          ) : (
                            <Badge size="sm" color="teal" variant="light" tt="none">
                              Visible
                            </Badge>
                          )}
                          {channel.isArchived ? (
                            <Badge size="sm" color="red" variant="outline" tt="none">
                              Archived
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <AccessCell channel={channel} access={access} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
