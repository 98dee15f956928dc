import {
  ActionIcon,
  Badge,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Mango } from '@shared/contract/mangoes';
import { currencyOf, formatStored } from '@shared/areas/mangoes/domain/draft';
import { formatDateTime } from '@shared/format';
import { fieldGroups, mangoFields } from '@shared/areas/mangoes/domain/fields';
import { getAt } from '@shared/areas/mangoes/domain/json';

function Value({ value, currency }: { value: unknown; currency?: string | undefined }) {
  if (Array.isArray(value) && value.length > 0)
    return (
      <Stack gap={2}>
        {value.map((item) => (
          <Text key={String(item)} size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {String(item)}
          </Text>
        ))}
      </Stack>
    );
  const text = formatStored(value, 200, currency);
  const muted = value === undefined || value === null;
  return (
    <Text size="sm" c={muted ? 'dimmed' : undefined} style={{ wordBreak: 'break-word' }}>
      {text}
    </Text>
  );
}

/** Every field of the Mango in readable groups, its links and times. Read-only; editing makes a draft. */
/** One labelled fact of the Mango's summary: a small dimmed label above its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function MangoDetail({ mango }: { mango: Mango }) {
  // Shown and copyable, not opened: the console never navigates away from itself.
  const link = (url: string | undefined) =>
    url ? (
      <Group gap={4} wrap="nowrap" miw={0}>
        <Text size="sm" ff="monospace" truncate="end" title={url}>
          {url}
        </Text>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy link'}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                size="sm"
                onClick={copy}
                aria-label="Copy link"
              >
                {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    ) : (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap="md" data-testid="mango-detail">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <Fact label="Checkout link">{link(mango.checkoutLink)}</Fact>
          <Fact label="Short link">{link(mango.shortLink)}</Fact>
          <Fact label="Created">
            <Text size="sm">{formatDateTime(mango.createdAt)}</Text>
          </Fact>
          <Fact label="Last updated">
            <Text size="sm">{formatDateTime(mango.updatedAt)}</Text>
          </Fact>
        </SimpleGrid>
        <Group gap="xs" mt="sm">
          <Text size="xs" c="dimmed" ff="monospace">
            {mango._id}
          </Text>
          {mango.isFree ? (
            <Badge size="xs" variant="light">
              Free
            </Badge>
          ) : null}
          {mango.zeroCostMango ? (
            <Badge size="xs" variant="light">
              Zero cost
            </Badge>
          ) : null}
          {mango.isDeleted ? (
            <Badge size="xs" color="red" variant="light">
              Deleted
            </Badge>
          ) : null}
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {fieldGroups.map((group) => (
          <Paper key={group.id} withBorder radius="md" p="md">
            <Title order={3} size="h5" mb="xs">
              {group.label}
            </Title>
            <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
              <Table.Tbody>
                {mangoFields
                  .filter((field) => field.group === group.id && field.kind !== 'clearGroup')
                  .map((field) => (
                    <Table.Tr key={field.path}>
                      <Table.Td w="45%" style={{ verticalAlign: 'top' }}>
                        <Text size="sm" c="dimmed">
                          {field.label}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Value value={getAt(mango, field.path)} currency={currencyOf(field, mango)} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
