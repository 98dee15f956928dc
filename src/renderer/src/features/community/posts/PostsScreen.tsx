import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Menu, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconDownload,
  IconMessages,
  IconRefresh,
} from '@tabler/icons-react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useStore } from 'zustand';
import { useApi } from '../../../api-context';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { saveFile } from '../../../components/save-file';
import { locate, pageCount } from './page-window';
import { postsErrorCopy } from './post-format';
import { PostFilters } from './PostFilters';
import { PostList } from './PostList';
import { PostsHelp } from './PostsHelp';
import { createPostsStore } from './posts-store';

/** Community posts: pick a channel, filter, view as a member, export. */
export function PostsScreen() {
  const api = useApi();
  const [store] = useState(() => createPostsStore(api));
  const s = useStore(store);
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const [firstVisible, setFirstVisible] = useState(0);
  const [exporting, setExporting] = useState<'page' | 'all' | null>(null);
  const exportController = useRef<AbortController | null>(null);

  useEffect(() => {
    void store.getState().loadChannels();
  }, [store]);

  const ensurePages = useCallback((pages: number[]) => store.getState().ensurePages(pages), [store]);
  const actions = useMemo(
    () => ({
      onOnly: (id: string) => store.getState().setQuery({ postedBy: [id] }),
      onExclude: (id: string) =>
        store
          .getState()
          .setQuery({ excludePostedBy: [...(store.getState().query.excludePostedBy ?? []), id] }),
    }),
    [store],
  );

  const limit = s.query.limit;
  const total = s.total ?? 0;
  const currentPage = locate(firstVisible, limit).page;
  const pages = pageCount(total, limit);
  const channelOptions = s.channels.map((c) => ({
    value: c._id ?? '',
    label: `${c.name ?? c._id}${c.isHidden ? ' (hidden)' : ''}${c.isArchived ? ' (archived)' : ''}`,
  }));

  const runExport = async (scope: 'page' | 'all') => {
    const controller = new AbortController();
    exportController.current = controller;
    setExporting(scope);
    const result = await store.getState().exportCsv(scope, currentPage, controller.signal);
    exportController.current = null;
    setExporting(null);
    if (!result.ok && result.error.kind === 'cancelled') {
      notifications.show({ color: 'gray', title: 'Export cancelled', message: 'Nothing was saved.' });
      return;
    }
    if (!result.ok) {
      notifications.show({ color: 'red', title: 'Export failed', message: result.error.message });
      return;
    }
    saveFile(result.value.fileName, result.value.csv);
    notifications.show({
      color: 'teal',
      title: 'Export ready',
      message: `${result.value.rows} posts saved to ${result.value.fileName}${result.value.truncated ? ' (capped at 10,000)' : ''}.`,
    });
  };

  const errorCopy = s.error ? postsErrorCopy(s.error) : null;

  return (
    <Stack gap="md" data-testid="community-posts-screen">
      <ScreenHeader
        title="Community posts"
        description="Browse a channel’s posts with every filter of the service, see a member’s view, export to CSV."
        help={<PostsHelp />}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void store.getState().reload()}
              disabled={!s.channelId}
            >
              Reload
            </Button>
            {exporting === 'all' ? (
              <Button
                variant="subtle"
                color="gray"
                onClick={() => exportController.current?.abort()}
                data-testid="export-cancel"
              >
                Cancel export
              </Button>
            ) : null}
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  leftSection={<IconDownload size={16} />}
                  rightSection={<IconChevronDown size={14} />}
                  disabled={!s.channelId || total === 0 || Boolean(s.error)}
                  loading={exporting !== null}
                  data-testid="export-menu"
                >
                  Export CSV
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => void runExport('page')} data-testid="export-page">
                  This page ({pages > 1 ? `page ${currentPage}` : 'all posts'})
                </Menu.Item>
                <Menu.Item onClick={() => void runExport('all')} data-testid="export-all">
                  Whole result ({total.toLocaleString()} posts)
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        }
      />

      {s.channelsStatus === 'error' && s.channelsError ? (
        <ErrorAlert error={s.channelsError} title="Channels could not be loaded" />
      ) : null}

      <Paper withBorder radius="md" p="md">
        <PostFilters
          key={s.channelId ?? 'none'}
          query={s.query}
          onChange={(change) => store.getState().setQuery(change)}
          channelSelect={
            <Select
              label="Channel"
              placeholder={s.channelsStatus === 'loading' ? 'Loading channels…' : 'Pick a channel'}
              data={channelOptions}
              value={s.channelId}
              onChange={(value) => store.getState().selectChannel(value)}
              searchable
              nothingFoundMessage="No channel with that name"
              data-testid="channel-select"
            />
          }
        />
      </Paper>

      {s.error && errorCopy ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={errorCopy.title}
          role="alert"
          data-testid="posts-error"
        >
          <Stack gap={4}>
            <Text size="sm">{s.error.message}</Text>
            {errorCopy.hint ? <Text size="sm">{errorCopy.hint}</Text> : null}
            <Text size="xs" c="dimmed">
              {[s.error.status, s.error.errorCode].filter(Boolean).join(' ')}
            </Text>
          </Stack>
        </Alert>
      ) : null}

      {!s.error && s.channelId && s.total === null ? <Skeleton height={320} radius="md" /> : null}

      {!s.error && s.total === 0 ? (
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

      {!s.error && s.total !== null && s.total > 0 ? (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="posts-summary">
              {total.toLocaleString()} posts · page {currentPage} of {pages}
              {s.query.userId ? ` · viewing as member ${s.query.userId}` : ' · creator view'}
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
            pages={s.pages}
            generation={s.generation}
            onNeedPages={ensurePages}
            onFirstVisible={setFirstVisible}
            actions={actions}
            virtualizerRef={virtualizerRef}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
