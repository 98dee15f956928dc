import { useRef, useState } from 'react';
import { Alert, Button, Group, Menu, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconChevronDown, IconDownload, IconMessages } from '@tabler/icons-react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { RefreshButton } from '../../../components/RefreshButton';
import { Screen } from '../../../components/Screen';
import { ExportNotesChoice, useExportNotes } from '../../../components/ExportNotesChoice';
import { saveCsvExport } from '../../../components/save-file';
import { appErrorOf } from '../../../data/bridge';
import { locate, pageCount } from './page-window';
import { postsErrorCopy } from './post-format';
import { PostFilters } from './PostFilters';
import { PostList } from './PostList';
import { useKnownMembers } from './member-picker';
import { useExportPosts, usePostsBrowser } from './queries';
import { usePostsView } from './view-store';

/** Community posts: pick a channel, filter, view as a member, export. */
export function PostsScreen() {
  const { channels, channelId, query, posts, reload } = usePostsBrowser();
  const selectChannel = usePostsView((view) => view.selectChannel);
  const setQuery = usePostsView((view) => view.setQuery);
  const onlyAuthor = usePostsView((view) => view.onlyAuthor);
  const excludeAuthor = usePostsView((view) => view.excludeAuthor);
  const exportPosts = useExportPosts();
  const members = useKnownMembers(posts.pages);
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const [firstVisible, setFirstVisible] = useState(0);

  const limit = query.limit;
  const total = posts.total ?? 0;
  const error = posts.appError;
  const currentPage = locate(firstVisible, limit).page;
  const pages = pageCount(total, limit);
  const channelOptions = (channels.data ?? []).map((c) => ({
    value: c._id ?? '',
    label: `${c.name ?? c._id}${c.isHidden ? ' (hidden)' : ''}${c.isArchived ? ' (archived)' : ''}`,
  }));

  const runExport = (scope: 'page' | 'all') => {
    if (!posts.filters) return;
    exportPosts.start(
      { ...posts.filters, scope, page: currentPage },
      {
        onSuccess: (csv) => {
          const saved = saveCsvExport(csv.fileName, csv.csv, csv.notes, useExportNotes.getState().include);
          notifications.show({
            color: 'teal',
            title: 'Export ready',
            message: `${csv.rows} posts saved to ${saved.csvName}${saved.notesName ? `, notes to ${saved.notesName}` : ''}${csv.truncated ? ' (capped at 10,000)' : ''}.`,
          });
        },
        onError: (failure) => {
          const reason = appErrorOf(failure);
          if (reason?.kind === 'cancelled') {
            notifications.show({ color: 'gray', title: 'Export cancelled', message: 'Nothing was saved.' });
          } else {
            notifications.show({ color: 'red', title: 'Export failed', message: reason?.message ?? '' });
          }
        },
      },
    );
  };

  const errorCopy = error ? postsErrorCopy(error) : null;

  return (
    <Screen
      testId="community-posts-screen"
      title="Community posts"
      description="Browse a channel’s posts with every filter of the service, see a member’s view, export to CSV."
      help="community"
      actions={
        <>
          <RefreshButton onClick={() => void reload()} disabled={!channelId}>
            Reload
          </RefreshButton>
          {exportPosts.exporting === 'all' ? (
            <Button variant="subtle" color="gray" onClick={exportPosts.cancel} data-testid="export-cancel">
              Cancel export
            </Button>
          ) : null}
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                leftSection={<IconDownload size={16} />}
                rightSection={<IconChevronDown size={14} />}
                disabled={!channelId || total === 0 || Boolean(error)}
                loading={exportPosts.isPending}
                data-testid="export-menu"
              >
                Export CSV
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => runExport('page')} data-testid="export-page">
                This page ({pages > 1 ? `page ${currentPage}` : 'all posts'})
              </Menu.Item>
              <Menu.Item onClick={() => runExport('all')} data-testid="export-all">
                Whole result ({total.toLocaleString()} posts)
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <ExportNotesChoice testId="posts-export-notes" />
        </>
      }
    >
      {channels.appError ? (
        <ErrorAlert error={channels.appError} title="Channels could not be loaded" />
      ) : null}

      <Paper withBorder radius="md" p="md">
        <PostFilters
          key={channelId ?? 'none'}
          query={query}
          onChange={setQuery}
          members={members}
          channelSelect={
            <Select
              label="Channel"
              placeholder={channels.isLoading ? 'Loading channels…' : 'Pick a channel'}
              data={channelOptions}
              value={channelId}
              onChange={selectChannel}
              searchable
              nothingFoundMessage="No channel with that name"
              data-testid="channel-select"
            />
          }
        />
      </Paper>

      {error && errorCopy ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={errorCopy.title}
          role="alert"
          data-testid="posts-error"
        >
          <Stack gap={4}>
            <Text size="sm">{error.message}</Text>
            {errorCopy.hint ? <Text size="sm">{errorCopy.hint}</Text> : null}
            <Text size="xs" c="dimmed">
              {[error.status, error.errorCode].filter(Boolean).join(' ')}
            </Text>
          </Stack>
        </Alert>
      ) : null}

      {!error && channelId && posts.total === null ? <Skeleton height={320} radius="md" /> : null}

      {!error && posts.total === 0 ? (
        <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }} data-testid="posts-empty">
          <Stack align="center" gap={4}>
            <IconMessages size={28} stroke={1.5} />
            <Text fw={600}>No posts match these filters</Text>
            <Text size="sm" c="dimmed">
              Loosen a filter, or pick another channel.
            </Text>
          </Stack>
        </Paper>
      ) : null}

      {!error && posts.total !== null && posts.total > 0 ? (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="posts-summary">
              {total.toLocaleString()} posts · page {currentPage} of {pages}
              {query.userId ? ` · viewing as member ${query.userId}` : ' · creator view'}
            </Text>
            <Pagination
              size="sm"
              total={pages}
              value={currentPage}
              siblings={1}
              boundaries={1}
              onChange={(page) =>
                virtualizerRef.current?.scrollToIndex((page - 1) * limit, { align: 'start' })
              }
              data-testid="posts-pager"
            />
          </Group>
          <PostList
            total={total}
            limit={limit}
            pages={posts.pages}
            resetKey={posts.listKey}
            onNeedPages={posts.showPages}
            onFirstVisible={setFirstVisible}
            actions={{ onOnly: onlyAuthor, onExclude: excludeAuthor }}
            virtualizerRef={virtualizerRef}
          />
        </Stack>
      ) : null}
    </Screen>
  );
}
