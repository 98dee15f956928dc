import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { columnOf } from '@shared/areas/bulk-jobs/domain/fields';
import { jobKinds } from '@shared/areas/bulk-jobs/kinds';
import { composeMessage, CONTEXTS } from '@shared/messages';
import { useMangoes, useValidation } from './preview-queries';
import { useMigrationView } from './view-store';

/** Step 2: which column feeds which field. Matched by header names; the choice is saved for the profile. */
export function MappingCard() {
  const info = useMigrationView((s) => s.importInfo);
  const spec = jobKinds[useMigrationView((s) => s.kind)];
  const mapping = useMigrationView((s) => s.mapping);
  const mangoIdForAll = useMigrationView((s) => s.mangoIdForAll);
  const setColumn = useMigrationView((s) => s.setColumn);
  const setMangoForAll = useMigrationView((s) => s.setMangoForAll);
  const mangoList = useMangoes();
  const mangoes = mangoList.data?.mangoes ?? [];
  const mangoesError = mangoList.appError;
  const validation = useValidation();
  const summary = validation.data;
  if (!info || !mapping) return null;
  const unmapped = summary?.unmapped ?? [];

  // A failed list says so (below, with its cause and a Retry) instead of "Loading" a list that is not coming.
  const mangoPlaceholder = mangoesError
    ? 'Mango list not loaded'
    : mangoList.isPending
      ? 'Loading Mangoes…'
      : mangoes.length > 0
        ? 'Use the Mango column'
        : 'No Mangoes on this profile';
  // After a retry that loads the list, the file is checked again so its Mango names can be matched.
  const retryMangoes = async () => {
    const result = await mangoList.refetch();
    if (!result.isError && validation.input) void validation.refetch();
  };

  const columns = info.headers.map((header, index) => ({ value: String(index), label: header }));

  return (
    <Paper withBorder radius="md" p="lg" data-testid="mapping-card">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={3} size="h4">
            Columns
          </Title>
          <Text size="sm" c="dimmed">
            Matched by header name. Your choices are remembered for this profile.
          </Text>
        </div>
        {unmapped.length > 0 ? (
          <Badge color="red" variant="light">
            {unmapped.length} required field{unmapped.length > 1 ? 's' : ''} not mapped
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            All required fields mapped
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
        {spec.fields.map((field) => {
          const required = spec.required.includes(field);
          const column = columnOf(mapping, field);
          const missing = unmapped.includes(field) || unmapped.some((u) => u.split(' or ').includes(field));
          const usesAll = field === 'mangoId' && mangoIdForAll !== null;
          return (
            <Select
              key={field}
              label={spec.labels[field] ?? field}
              description={spec.hints[field]}
              placeholder={
                usesAll ? 'One Mango for all rows' : required ? 'Choose a column' : 'Not in this file'
              }
              data={columns}
              value={column === null ? null : String(column)}
              onChange={(value) => setColumn(field, value === null ? null : Number(value))}
              clearable
              disabled={usesAll}
              withAsterisk={required}
              error={missing ? 'Map a column' : undefined}
              data-testid={`map-${field}`}
              comboboxProps={{ withinPortal: true }}
            />
          );
        })}
      </SimpleGrid>
      <Stack gap={6} mt="md">
        <Select
          label="Or use one Mango for every row"
          description="Ignores the Mango column; pick from this profile's Mangoes. Remembered for files with these columns."
          placeholder={mangoPlaceholder}
          data={mangoes.map((m) => ({ value: m.id, label: m.hidden ? `${m.title} (hidden)` : m.title }))}
          value={mangoIdForAll}
          onChange={(value) => setMangoForAll(value)}
          clearable
          searchable
          disabled={mangoesError !== null && mangoes.length === 0}
          maw={420}
          data-testid="mango-for-all"
        />
        {mangoIdForAll !== null && mangoIdForAll === info.mangoIdForAll ? (
          <Text size="xs" c="dimmed" data-testid="mango-for-all-remembered">
            Chosen for the last file with these columns.
          </Text>
        ) : null}
        {info.mangoForAllNotice ? (
          <Alert
            variant="light"
            color="yellow"
            icon={<IconInfoCircle size={16} />}
            p="xs"
            maw={720}
            data-testid="mango-for-all-notice"
          >
            <Text size="sm">{info.mangoForAllNotice}</Text>
          </Alert>
        ) : null}
        {mangoesError ? (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={16} />} p="xs" maw={720}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ flex: 1 }} data-testid="mango-list-error">
                {composeMessage({ context: CONTEXTS.mangoList, cause: mangoesError.message })}
              </Text>
              <Button
                size="xs"
                variant="default"
                style={{ flexShrink: 0 }}
                leftSection={<IconRefresh size={14} />}
                loading={mangoList.isFetching}
                onClick={() => void retryMangoes()}
                data-testid="mango-list-retry"
              >
                Retry
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
