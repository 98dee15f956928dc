import { useEffect, useRef, type RefObject } from 'react';
import { Box, Paper, Skeleton, Stack } from '@mantine/core';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { ChannelPost } from '@shared/contract/community';
import { locate, pagesForRange } from './page-window';
import { PostCard, type AuthorActions } from './PostCard';

export interface PostListProps {
  total: number;
  limit: number;
  pages: Record<number, ChannelPost[]>;
  /** Changes when the list starts over (other filters, a reload): the list jumps back to the top. */
  resetKey: string;
  onNeedPages: (pages: number[]) => void;
  onFirstVisible: (index: number) => void;
  actions: AuthorActions;
  /** Lets the screen scroll to an index (the pager). */
  virtualizerRef: RefObject<Virtualizer<HTMLDivElement, Element> | null>;
}

function Placeholder() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true">
      <Stack gap="xs">
        <Skeleton height={14} width="30%" />
        <Skeleton height={12} width="90%" />
        <Skeleton height={12} width="70%" />
      </Stack>
    </Paper>
  );
}

/**
 * Every post of the result as one scrollable list, drawn only where it is in view; the pages behind the
 * visible rows are asked for as they come into view, so a 10,000-post channel loads page by page.
 */
export function PostList({
  total,
  limit,
  pages,
  resetKey,
  onNeedPages,
  onFirstVisible,
  actions,
  virtualizerRef,
}: PostListProps) {
  const parentRef = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders this component on scroll by design; nothing here relies on memoization.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is the project's virtualizer
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => parentRef.current,
    estimateSize: () => 190,
    overscan: 4,
    gap: 12,
  });
  useEffect(() => {
    virtualizerRef.current = virtualizer;
  }, [virtualizer, virtualizerRef]);

  useEffect(() => {
    parentRef.current?.scrollTo({ top: 0 });
  }, [resetKey]);

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  // The rendered items include overscan above the viewport; the pager follows the first row really in view.
  const scrollTop = virtualizer.scrollOffset ?? 0;
  const firstInView = items.find((item) => item.end > scrollTop)?.index ?? first;
  const wanted = pagesForRange(first, last, limit, total).join(',');
  useEffect(() => {
    if (wanted) onNeedPages(wanted.split(',').map(Number));
  }, [wanted, onNeedPages]);
  useEffect(() => {
    onFirstVisible(firstInView);
  }, [firstInView, onFirstVisible]);

  return (
    <Box
      ref={parentRef}
      data-testid="post-list"
      style={{ height: 'max(420px, calc(100dvh - 330px))', overflowY: 'auto', contain: 'strict' }}
      pr={4}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {items.map((item) => {
          const { page, offset } = locate(item.index, limit);
          const post = pages[page]?.[offset];
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              {post ? <PostCard post={post} actions={actions} /> : <Placeholder />}
            </div>
          );
        })}
      </div>
    </Box>
  );
}
