import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@shared/format';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Reading } from './Reading';
import { ListTable } from '../../components/ListTable';
import { DeprecatedNote } from '../../components/DeprecatedNote';
import { NamedId } from '../../components/NamedId';
import { useCertificateTitles, useCertificatesOf, useMangoTitles } from './queries';

/** The person's certificates, through the list operation the service marks deprecated. */
export function CertificatesPanel({ userId }: { userId: string }) {
  const list = useCertificatesOf(userId);
  const templates = useCertificateTitles();
  const mangoes = useMangoTitles().data?.mangoes;
  const certificateTitle = (id: string) => {
    const c = templates.data?.certificates.find((t) => t._id === id);
    return c?.title ?? c?.awardName;
  };
  const mangoTitle = (id: string | undefined) =>
    id ? (mangoes?.find((m) => m._id === id)?.title ?? `Mango ${id}`) : '—';
  const records = list.data?.records ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="customer-certificates">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h4">
            Certificates
          </Title>
        </Group>
        <DeprecatedNote operation="listCertificates" />
        {list.isPending ? <Reading what="certificates" /> : null}
        {list.appError ? <ErrorAlert error={list.appError} title="Certificates could not be read" /> : null}
        {list.data && records.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="certificates-empty">
            No certificates, or one being made is not finished yet.
          </Text>
        ) : null}
        {records.length > 0 ? (
          <ListTable minWidth={560} columns={['Certificate', 'Mango', 'Received on']}>
            {records.map((record) => (
              <Table.Tr key={record._id}>
                <Table.Td>
                  {record.certificate ? (
                    <NamedId
                      name={certificateTitle(record.certificate)}
                      loading={templates.isPending}
                      id={record.certificate}
                      kind="certificate"
                    />
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>{mangoTitle(record.mango)}</Table.Td>
                <Table.Td>
                  {record.certificateReceivedOn ? formatDateTime(record.certificateReceivedOn) : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        ) : null}
      </Stack>
    </Paper>
  );
}
