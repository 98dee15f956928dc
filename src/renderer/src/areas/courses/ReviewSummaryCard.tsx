import { Group, Paper, Rating, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CourseReviewSummary } from '@shared/contract/courses';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../components/ErrorAlert';

/** 5 stars down to 1, each with its count (0 when the service left a rating out). */
export function distributionRows(
  summary: CourseReviewSummary,
): { label: string; rating: number; count: number }[] {
  const byRating = new Map((summary.distribution ?? []).map((d) => [d.rating, d.count ?? 0]));
  const ratings = [
    ...new Set([5, 4, 3, 2, 1, ...byRating.keys()].filter((r): r is number => typeof r === 'number')),
  ];
  return ratings
    .sort((a, b) => b - a)
    .map((rating) => ({ label: `${rating}★`, rating, count: byRating.get(rating) ?? 0 }));
}

export function ReviewSummaryCard({
  summary,
  loading,
  error,
}: {
  summary: CourseReviewSummary | null;
  loading: boolean;
  error: AppError | null;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="review-summary">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Reviews
        </Title>
        {loading ? <Skeleton height={220} /> : null}
        {error ? <ErrorAlert error={error} title="The review summary could not be loaded" /> : null}
        {summary ? (
          <>
            <Group gap="lg" align="flex-end">
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  Average
                </Text>
                <Group gap={8} align="center">
                  <Text fz={32} fw={700} lh={1} data-testid="review-average">
                    {(summary.averageRating ?? 0).toFixed(2)}
                  </Text>
                  <Rating value={summary.averageRating ?? 0} fractions={4} readOnly />
                </Group>
              </Stack>
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  Reviews
                </Text>
                <Text fz={32} fw={700} lh={1} data-testid="review-count">
                  {summary.reviewCount ?? 0}
                </Text>
              </Stack>
            </Group>
            {(summary.reviewCount ?? 0) === 0 ? (
              <Text size="sm" c="dimmed">
                No reviews yet.
              </Text>
            ) : (
              <div
                style={{ width: '100%', height: 220 }}
                data-testid="review-chart"
                role="figure"
                aria-label="Rating distribution"
              >
                <ResponsiveContainer>
                  <BarChart
                    data={distributionRows(summary)}
                    layout="vertical"
                    margin={{ left: 4, right: 40 }}
                  >
                    <CartesianGrid horizontal={false} stroke="var(--mantine-color-default-border)" />
                    <XAxis
                      type="number"
                      allowDecimals={false}
                      tick={{ fill: 'var(--mantine-color-dimmed)', fontSize: 12 }}
                      stroke="var(--mantine-color-default-border)"
                    />
                    <YAxis
                      type="category"
                      dataKey="label"
                      width={40}
                      tick={{ fill: 'var(--mantine-color-text)', fontSize: 13 }}
                      stroke="var(--mantine-color-default-border)"
                    />
                    <Tooltip
                      cursor={{ fill: 'var(--mantine-color-default-hover)' }}
                      contentStyle={{
                        background: 'var(--mantine-color-body)',
                        border: '1px solid var(--mantine-color-default-border)',
                        borderRadius: 8,
                        color: 'var(--mantine-color-text)',
                      }}
                      formatter={(value) => [value, 'Reviews']}
                    />
                    <Bar
                      dataKey="count"
                      fill="var(--mantine-color-yellow-5)"
                      radius={[0, 4, 4, 0]}
                      isAnimationActive={false}
                    >
                      <LabelList
                        dataKey="count"
                        position="right"
                        fill="var(--mantine-color-text)"
                        fontSize={12}
                      />
                    </Bar>
                  </BarChart>
                </ResponsiveContainer>
              </div>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
