import { useState, type ReactNode } from 'react';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserCheck, IconX } from '@tabler/icons-react';
import { POST_PAGE_SIZE } from '@shared/areas/community/channels';
import { ObjectId } from '@shared/contract/common';
import { postSortOrders } from '@shared/contract/community';
import { NamedId } from '../../../components/NamedId';
import { MemberPicker, MembersMultiPicker, type KnownMember } from './member-picker';
import { useMemberName } from './queries';
import type { PostQuery } from './view-store';

/** The service's own id check (shared with main), so the screen and the operation agree on what an id is. */
const isId = (value: string) => ObjectId.safeParse(value.trim()).success;

const sortLabels: Record<(typeof postSortOrders)[number], string> = {
  latest: 'Latest',
  oldest: 'Oldest',
  most_popular: 'Most popular',
  trending_now: 'Trending now',
};

/** Every filter of the channel posts operation, applied as soon as it changes. */
/** Whose view the posts are in: the member's name, their id kept as copyable text. */
function AppliedMember({ userId }: { userId: string }) {
  const name = useMemberName(userId);
  return (
    <Text component="div" size="sm" mt={4} data-testid="member-name">
      Viewing as{' '}
      <NamedId layout="inline" name={name.data?.name} loading={name.isPending} id={userId} kind="user" />
      {name.appError ? (
        <Text span size="xs" c="orange.8">
          {' '}
          (the name could not be read: {name.appError.message})
        </Text>
      ) : null}
    </Text>
  );
}

export function PostFilters({
  query,
  onChange,
  channelSelect,
  members,
}: {
  query: PostQuery;
  /** The members the loaded posts name, offered by name in the member fields. */
  members: readonly KnownMember[];
  onChange: (change: Partial<PostQuery>) => void;
  /** The channel picker, first in the row. */
  channelSelect: ReactNode;
}) {
  const [member, setMember] = useState<string | null>(query.userId ?? null);
  const [memberSearch, setMemberSearch] = useState('');
  const memberValid = member !== null && isId(member);
  const pinned = query.isPinned === undefined ? 'all' : query.isPinned ? 'pinned' : 'unpinned';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
        {channelSelect}
        <Select
          label="Sort"
          data={postSortOrders.map((value) => ({ value, label: sortLabels[value] }))}
          value={query.sortBy ?? 'latest'}
          allowDeselect={false}
          onChange={(value) => onChange({ sortBy: (value ?? 'latest') as PostQuery['sortBy'] })}
          data-testid="filter-sort"
        />
        <Select
          label="Authors"
          data={[
            { value: 'all', label: 'Everyone' },
            { value: 'posts_from_creator', label: 'Only the creator' },
            { value: 'posts_from_subscribers', label: 'Only subscribers' },
          ]}
          value={query.filterBy ?? 'all'}
          allowDeselect={false}
          onChange={(value) =>
            onChange({ filterBy: value && value !== 'all' ? (value as PostQuery['filterBy']) : undefined })
          }
          data-testid="filter-by"
        />
        <Select
          label="Pinned"
          data={[
            { value: 'all', label: 'All posts' },
            { value: 'pinned', label: 'Pinned only' },
            { value: 'unpinned', label: 'Unpinned only' },
          ]}
          value={pinned}
          allowDeselect={false}
          onChange={(value) =>
            onChange({ isPinned: !value || value === 'all' ? undefined : value === 'pinned' })
          }
          data-testid="filter-pinned"
        />
        <NumberInput
          label="Per page (1 to 100)"
          min={POST_PAGE_SIZE.min}
          max={POST_PAGE_SIZE.max}
          clampBehavior="strict"
          allowDecimal={false}
          value={query.limit}
          onChange={(value) => {
            const limit = typeof value === 'number' ? value : Number(value);
            if (Number.isInteger(limit) && limit >= POST_PAGE_SIZE.min && limit <= POST_PAGE_SIZE.max)
              onChange({ limit });
          }}
          data-testid="filter-limit"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <MembersMultiPicker
          label="Only these authors"
          members={members}
          value={query.postedBy ?? []}
          onChange={(postedBy) => onChange({ postedBy: postedBy.length ? postedBy : undefined })}
          data-testid="filter-posted-by"
        />
        <MembersMultiPicker
          label="Hide these authors"
          members={members}
          value={query.excludePostedBy ?? []}
          onChange={(excludePostedBy) =>
            onChange({ excludePostedBy: excludePostedBy.length ? excludePostedBy : undefined })
          }
          data-testid="filter-exclude"
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (memberValid) onChange({ userId: member });
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <MemberPicker
              style={{ flex: 1 }}
              label="View as member"
              placeholder="Name or member id: their likes and votes"
              members={members}
              value={member}
              onChange={setMember}
              search={memberSearch}
              onSearchChange={setMemberSearch}
              disabled={Boolean(query.userId)}
              data-testid="member-id"
            />
            {query.userId ? (
              <Button
                variant="default"
                leftSection={<IconX size={14} />}
                onClick={() => {
                  setMember(null);
                  setMemberSearch('');
                  onChange({ userId: undefined });
                }}
                data-testid="member-clear"
              >
                Creator view
              </Button>
            ) : (
              <Button
                type="submit"
                variant="light"
                leftSection={<IconUserCheck size={14} />}
                disabled={!memberValid}
                data-testid="member-apply"
              >
                View
              </Button>
            )}
          </Group>
          {query.userId ? <AppliedMember userId={query.userId} /> : null}
        </form>
      </SimpleGrid>
    </Stack>
  );
}
