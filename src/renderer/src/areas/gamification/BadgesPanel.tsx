import { useState } from 'react';
import {
  Badge as Chip,
  Button,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconAward, IconPencil, IconPlus } from '@tabler/icons-react';
import type { WebhookTarget } from '@shared/areas/webhooks/channels';
import type { Badge } from '@shared/contract/gamification';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ListTable } from '../../components/ListTable';
import { RefreshButton } from '../../components/RefreshButton';
import { formatDateTime } from '@shared/format';
import { titleOf } from '../../components/format';
import { CreateBadgeModal } from './CreateBadgeModal';
import { EditBadgeModal } from './EditBadgeModal';
import { useBadges } from './queries';

const CATEGORY: Record<string, string> = { lifetime: 'lifetime', month: 'monthly', week: 'weekly' };

function automationText(badge: Badge, mangoes: readonly WebhookTarget[] | undefined): string {
  if (!badge.enableAutomation) return 'None: given by hand';
  if (badge.automationEnabledMangoes?.length) {
    return `Subscribers of ${badge.automationEnabledMangoes.map((id) => titleOf(mangoes, id)).join(', ')}`;
  }
  if (badge.pointsThreshold !== undefined) {
    const category =
      CATEGORY[badge.pointCategoryForAutomation ?? ''] ?? badge.pointCategoryForAutomation ?? '';
    return `At ${badge.pointsThreshold.toLocaleString()} ${category} points`;
  }
  return 'On (no rule shown)';
}

/** The creator's badges, the "New badge" form and each badge's edit form. */
export function BadgesPanel({ mangoes }: { mangoes: readonly WebhookTarget[] | undefined }) {
  const badges = useBadges();
  const list = badges.data?.badges ?? [];
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Badge | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {badges.isSuccess ? `${list.length} badges` : ' '}
        </Text>
        <Group gap="sm">
          <RefreshButton onClick={() => void badges.refetch()} loading={badges.isFetching} />
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="new-badge"
          >
            New badge
          </Button>
        </Group>
      </Group>
      {badges.appError ? <ErrorAlert error={badges.appError} title="Badges could not be loaded" /> : null}
      {badges.isPending ? <Skeleton height={160} radius="md" /> : null}
      {badges.isSuccess && list.length === 0 ? (
        <EmptyState
          icon={<IconAward size={28} />}
          withIndicatorBackground
          title="No badges yet"
          description="Create one to reward members by hand or automatically."
        />
      ) : null}
      {list.length > 0 ? (
        <ListTable
          minWidth={720}
          verticalSpacing="sm"
          highlightOnHover
          data-testid="badge-table"
          columns={['Badge', 'Automation', 'Created', <VisuallyHidden key="actions">Actions</VisuallyHidden>]}
        >
          {list.map((badge) => (
            <Table.Tr key={badge._id ?? badge.name} data-testid="badge-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" radius="xl" size="lg">
                    <IconAward size={18} />
                  </ThemeIcon>
                  <div>
                    <Text fw={500}>{badge.name}</Text>
                    {badge.description ? (
                      <Text size="xs" c="dimmed">
                        {badge.description}
                      </Text>
                    ) : null}
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Chip variant="light" color={badge.enableAutomation ? 'teal' : 'gray'}>
                    {badge.enableAutomation ? 'Automatic' : 'Manual'}
                  </Chip>
                  <Text size="sm">{automationText(badge, mangoes)}</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(badge.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing(badge)}
                  aria-label={`Edit ${badge.name ?? 'badge'}`}
                  data-testid="edit-badge"
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      ) : null}
      <CreateBadgeModal opened={creating} onClose={() => setCreating(false)} mangoes={mangoes} />
      {editing ? (
        <EditBadgeModal
          key={editing._id}
          badge={editing}
          onClose={() => setEditing(null)}
          mangoes={mangoes}
        />
      ) : null}
    </Stack>
  );
}
