import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  EmptyState,
  Grid,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCertificate, IconCircleCheck, IconInfoCircle, IconSearch, IconSend } from '@tabler/icons-react';
import { useStore } from 'zustand';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ScreenHeader } from '../../components/ScreenHeader';
import { createCertificatesStore } from './certificates-store';
import { formatDateTime, isObjectId } from './format';
import { MangoPicker } from './pickers';
import { useActiveProfile } from './use-active-profile';
import { useFeatureStore } from './use-feature-store';
import { titleOf, useTargets } from './use-targets';

const idError = (value: string) =>
  value.trim() && !isObjectId(value) ? 'Use the 24-character id' : undefined;

function Help() {
  return (
    <>
      <Text>
        Both certificate operations are deprecated by the service and work only for certificates created for
        Mangoes.
      </Text>
      <Title order={4}>Start generation</Title>
      <Text>
        The service answers at once and makes the certificate in the background; the member can then download
        it from the course completion page. It does not appear in the member’s list until it is made, so list
        again after a while.
      </Text>
      <Title order={4}>A member’s certificates</Title>
      <Text>Enter the member’s user id; narrow by one certificate id or by Mangoes.</Text>
    </>
  );
}

/** Certificates (deprecated): start generation for a member, list a member's certificates. */
export function CertificatesScreen() {
  const store = useFeatureStore(createCertificatesStore);
  const profile = useActiveProfile();
  const { targets } = useTargets(profile.id);
  const start = useStore(store, (s) => s.start);
  const list = useStore(store, (s) => s.list);
  const [certificateId, setCertificateId] = useState('');
  const [fanId, setFanId] = useState('');
  const [userId, setUserId] = useState('');
  const [filterCert, setFilterCert] = useState('');
  const [mangoes, setMangoes] = useState<string[]>([]);

  useEffect(() => store.getState().setProfile(profile.id), [store, profile.id]);

  const canStart = isObjectId(certificateId) && isObjectId(fanId);
  const canList = isObjectId(userId) && (!filterCert.trim() || isObjectId(filterCert));

  return (
    <Stack gap="lg" maw={1100} data-testid="certificates-screen">
      <ScreenHeader
        title="Certificates"
        description="Issue Mango certificates to members and see what they hold."
        help={<Help />}
      />
      <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />}>
        Deprecated by the service. Only certificates created for Mangoes are supported.
      </Alert>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Stack gap="sm">
              <Title order={4}>Start generation</Title>
              <Text size="sm" c="dimmed">
                Runs in the background: the service answers at once, the certificate appears in the member’s
                list once it is made.
              </Text>
              <TextInput
                label="Certificate id"
                value={certificateId}
                onChange={(e) => setCertificateId(e.currentTarget.value.trim())}
                error={idError(certificateId)}
                data-testid="cert-start-certificate"
              />
              <TextInput
                label="Member (user id)"
                value={fanId}
                onChange={(e) => setFanId(e.currentTarget.value.trim())}
                error={idError(fanId)}
                data-testid="cert-start-user"
              />
              <Group justify="flex-end">
                <Button
                  leftSection={<IconSend size={16} />}
                  disabled={!canStart}
                  loading={start.status === 'loading'}
                  onClick={() => void store.getState().startGeneration(certificateId, fanId)}
                  data-testid="cert-start"
                >
                  Start generation
                </Button>
              </Group>
              {start.error ? <ErrorAlert error={start.error} /> : null}
              {start.data ? (
                <Alert
                  color="teal"
                  variant="light"
                  icon={<IconCircleCheck size={18} />}
                  title={start.data.message}
                  data-testid="cert-started"
                >
                  Requested {formatDateTime(start.data.requestedAt)}. It is made in the background; list the
                  member’s certificates later to see it.
                </Alert>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Stack gap="sm">
              <Title order={4}>A member’s certificates</Title>
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Member (user id)"
                    required
                    value={userId}
                    onChange={(e) => setUserId(e.currentTarget.value.trim())}
                    error={idError(userId)}
                    data-testid="cert-list-user"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Certificate id"
                    placeholder="Any certificate"
                    value={filterCert}
                    onChange={(e) => setFilterCert(e.currentTarget.value.trim())}
                    error={idError(filterCert)}
                    data-testid="cert-list-certificate"
                  />
                </Grid.Col>
              </Grid>
              <MangoPicker
                label="Mangoes"
                mangoes={targets?.mangoes}
                value={mangoes}
                onChange={setMangoes}
                data-testid="cert-list-mangoes"
              />
              <Group justify="flex-end">
                <Button
                  leftSection={<IconSearch size={16} />}
                  disabled={!canList}
                  loading={list.status === 'loading'}
                  onClick={() => void store.getState().loadList(userId, filterCert, mangoes)}
                  data-testid="cert-list"
                >
                  Show certificates
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {list.error ? <ErrorAlert error={list.error} title="Certificates could not be listed" /> : null}
      {list.shownFor ? (
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed" mb="sm" data-testid="cert-list-summary">
            {list.data.length} certificate{list.data.length === 1 ? '' : 's'} of member {list.shownFor.userId}
            {list.shownFor.certificateId ? `, certificate ${list.shownFor.certificateId}` : ''}
            {list.shownFor.mangoes.length
              ? `, in ${list.shownFor.mangoes.map((m) => titleOf(targets?.mangoes, m)).join(', ')}`
              : ''}
          </Text>
          {list.data.length === 0 ? (
            <EmptyState
              icon={<IconCertificate size={28} />}
              withIndicatorBackground
              title="No certificates"
              description="None matches, or generation is still running in the background."
            />
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table highlightOnHover data-testid="cert-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Certificate</Table.Th>
                    <Table.Th>Mango</Table.Th>
                    <Table.Th>Received on</Table.Th>
                    <Table.Th>Record id</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.map((record) => (
                    <Table.Tr
                      key={record._id ?? `${record.certificate}-${record.mango}`}
                      data-testid="cert-row"
                    >
                      <Table.Td ff="monospace" fz="sm">
                        {record.certificate ?? '—'}
                      </Table.Td>
                      <Table.Td>{titleOf(targets?.mangoes, record.mango)}</Table.Td>
                      <Table.Td>{formatDateTime(record.certificateReceivedOn)}</Table.Td>
                      <Table.Td ff="monospace" fz="xs" c="dimmed">
                        {record._id ?? '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
