import { useState } from 'react';
import {
  Button,
  EmptyState,
  Grid,
  Group,
  MultiSelect,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDownload, IconNews, IconPlus } from '@tabler/icons-react';
import { feedContentTypes } from '@shared/contract/feed';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ExportNotesChoice } from '../../components/ExportNotesChoice';
import { RefreshButton } from '../../components/RefreshButton';
import { Screen } from '../../components/Screen';
import { isObjectId } from '../../components/format';
import { MangoPicker } from '../../components/pickers';
import { useTargets } from '../../data/targets-and-names';
import { FeedPostCard } from './FeedPostCard';
import { NewPostModal } from './NewPostModal';
import { useExportFeed, useFeedPage, useFeedQuery } from './queries';
import type { FeedContentType, FeedSort } from './view-store';

const TYPE_LABELS: Record<string, string> = {
  video: 'Video',
  image: 'Image',
  pdf: 'PDF',
  xls: 'Spreadsheet',
  doc: 'Document',
  text: 'Text',
  carousal: 'Carousel',
  poll: 'Poll',
};

/** Feed posts with every filter of the service, each post drawn by its content type, and a CSV export. */
export function FeedScreen() {
  const targets = useTargets().data;
  const { query, setQuery } = useFeedQuery();
  const [userText, setUserText] = useState(query.user);
  const userInvalid = userText.trim() !== '' && !isObjectId(userText);
  const feed = useFeedPage(query, !userInvalid);
  const exportFeed = useExportFeed();
  const [composing, setComposing] = useState(false);
  const data = feed.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <Screen
      testId="feed-screen"
      gap="lg"
      maw={1000}
      title="Feed"
      description="The creator's feed posts, as the creator or as one member sees them."
      help="feed"
      actions={
        <>
          <RefreshButton onClick={() => void feed.refetch()} loading={feed.isFetching} />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setComposing(true)}
            data-testid="feed-new-post"
          >
            New post
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => exportFeed.run(query)}
            loading={exportFeed.isPending}
            disabled={!data || data.total === 0}
            data-testid="feed-export"
          >
            Export CSV
          </Button>
          <ExportNotesChoice testId="feed-export-notes" />
        </>
      }
    >
      <Paper withBorder p="md" radius="md">
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              label="As member (user id)"
              placeholder="Creator view: all posts"
              value={userText}
              onChange={(e) => setUserText(e.currentTarget.value)}
              onBlur={() => !userInvalid && setQuery({ user: userText.trim() })}
              onKeyDown={(e) => e.key === 'Enter' && !userInvalid && setQuery({ user: userText.trim() })}
              error={userInvalid ? 'Use the 24-character user id' : undefined}
              data-testid="feed-user"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <MangoPicker
              label="Mangoes"
              mangoes={targets?.mangoes}
              value={query.mangoes}
              onChange={(v) => setQuery({ mangoes: v })}
              data-testid="feed-mangoes"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <MultiSelect
              label="Content types"
              placeholder={query.contentTypes.length ? undefined : 'All types'}
              data={feedContentTypes.map((t) => ({ value: t, label: TYPE_LABELS[t] ?? t }))}
              value={query.contentTypes}
              onChange={(v) => setQuery({ contentTypes: v as FeedContentType[] })}
              clearable
              data-testid="feed-types"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <Select
              label="Sort"
              allowDeselect={false}
              value={query.sortBy}
              onChange={(v) => setQuery({ sortBy: (v as FeedSort | null) ?? 'recent' })}
              data={[
                { value: 'recent', label: 'Most recent' },
                { value: 'oldest', label: 'Oldest' },
                { value: 'most-viewed', label: 'Most viewed' },
              ]}
              data-testid="feed-sort"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <Select
              label="Page size"
              allowDeselect={false}
              value={String(query.limit)}
              onChange={(v) => setQuery({ limit: Number(v ?? 10) })}
              data={['5', '10', '20', '50', '100']}
              data-testid="feed-limit"
            />
          </Grid.Col>
        </Grid>
      </Paper>
      {feed.appError ? <ErrorAlert error={feed.appError} title="Feed could not be loaded" /> : null}
      {exportFeed.appError ? (
        <ErrorAlert error={exportFeed.appError} onClose={() => exportFeed.reset()} />
      ) : null}
      {data ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="feed-summary">
            {data.total.toLocaleString()} post{data.total === 1 ? '' : 's'}
            {data.total > 0 ? ` · page ${data.page} of ${pages}` : ''}
          </Text>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={Math.min(query.page, pages)}
              onChange={(page) => setQuery({ page })}
              size="sm"
              data-testid="feed-pages"
            />
          ) : null}
        </Group>
      ) : null}
      {feed.isFetching && !data ? <Skeleton height={300} radius="md" /> : null}
      {data && data.posts.length === 0 ? (
        <EmptyState
          icon={<IconNews size={28} />}
          withIndicatorBackground
          title="No posts"
          description={data.total > 0 ? 'This page is past the last post.' : 'No post matches these filters.'}
        />
      ) : null}
      <Stack gap="md" style={{ opacity: feed.isFetching ? 0.6 : 1 }}>
        {data?.posts.map((post, i) => (
          <FeedPostCard key={post._id ?? i} post={post} />
        ))}
      </Stack>
      {data && pages > 1 ? (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={Math.min(query.page, pages)}
            onChange={(page) => setQuery({ page })}
            size="sm"
          />
        </Group>
      ) : null}
      {composing ? <NewPostModal onClose={() => setComposing(false)} /> : null}
    </Screen>
  );
}
