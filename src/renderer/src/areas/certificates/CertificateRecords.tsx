import { EmptyState, Paper, Table, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { ChannelOutput } from '@shared/bridge';
import type { WebhookTarget } from '@shared/areas/webhooks/channels';
import { formatDateTime } from '@shared/format';
import { ListTable } from '../../components/ListTable';
import { NamedId } from '../../components/NamedId';
import { titleOf } from '../../components/format';
import type { CertificateListFilter } from './view-store';

type CertificateRecord = ChannelOutput<'certificates.list'>['records'][number];

/** A member's certificates, each by its title and Mango, the ids kept as secondary, copyable text. */
export function CertificateRecords({
  records,
  shownFor,
  memberName,
  certificates,
  mangoes,
}: {
  records: readonly CertificateRecord[];
  shownFor: CertificateListFilter;
  memberName: string | undefined;
  certificates: readonly { value: string; label: string }[] | undefined;
  mangoes: readonly WebhookTarget[] | undefined;
}) {
  const certificateTitle = (id: string | undefined) => certificates?.find((c) => c.value === id)?.label;
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" mb="sm" data-testid="cert-list-summary">
        {records.length} certificate{records.length === 1 ? '' : 's'} of{' '}
        {memberName ?? `member ${shownFor.userId}`}
        {shownFor.certificateId
          ? `, ${certificateTitle(shownFor.certificateId) ?? `certificate ${shownFor.certificateId}`}`
          : ''}
        {shownFor.mangoes.length ? `, in ${shownFor.mangoes.map((m) => titleOf(mangoes, m)).join(', ')}` : ''}
      </Text>
      {records.length === 0 ? (
        <EmptyState
          icon={<IconCertificate size={28} />}
          withIndicatorBackground
          title="No certificates"
          description="None matches, or generation is still running in the background."
        />
      ) : (
        <ListTable
          minWidth={640}
          highlightOnHover
          data-testid="cert-table"
          columns={['Certificate', 'Mango', 'Received on']}
        >
          {records.map((record) => (
            <Table.Tr key={record._id ?? `${record.certificate}-${record.mango}`} data-testid="cert-row">
              <Table.Td>
                {record.certificate ? (
                  <NamedId
                    name={certificateTitle(record.certificate)}
                    loading={certificates === undefined}
                    id={record.certificate}
                    kind="certificate"
                  />
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>{titleOf(mangoes, record.mango)}</Table.Td>
              <Table.Td>{formatDateTime(record.certificateReceivedOn)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Paper>
  );
}
