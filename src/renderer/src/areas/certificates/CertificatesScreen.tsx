import type { ChangeEvent, ReactNode } from 'react';
import { Alert, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconSearch, IconSend } from '@tabler/icons-react';
import { certificateChannels } from '@shared/areas/certificates/channels';
import { DeprecatedNote } from '../../components/DeprecatedNote';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Screen } from '../../components/Screen';
import { useContractForm } from '../../data/form';
import { formatDateTime } from '@shared/format';
import { MangoPicker, NameOrIdSelect } from '../../components/pickers';
import { useTargets, useUserNames } from '../../data/targets-and-names';
import { CertificateRecords } from './CertificateRecords';
import { MemberName } from './MemberName';
import { useCertificateList, useCertificateTemplates, useStartCertificate } from './queries';

type StartValues = { certificateId: string; fanId: string };
type ListValues = { userId: string; certificateId: string | undefined; mangoes: string[] };

/** An id field: trimmed as typed; its error (the channel's) is shown once something is typed. */
function idField(value: string | undefined, error: ReactNode, onValue: (id: string) => void) {
  return {
    value: value ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => onValue(e.currentTarget.value.trim()),
    error: value ? error : undefined,
  };
}

/** Certificates (deprecated): start generation for a member, list a member's certificates. */
export function CertificatesScreen() {
  const targets = useTargets().data;
  const start = useStartCertificate();
  const list = useCertificateList();
  const templates = useCertificateTemplates();
  const certificateOptions = templates.data?.certificates.map((c) => ({
    value: c._id,
    label: c.title ?? c.awardName ?? c._id,
  }));
  const shownFor = list.data ? list.shownFor : null;
  const shownName = useUserNames(shownFor ? [shownFor.userId] : []).get(shownFor?.userId ?? '');
  // Both forms are checked as typed by the channels' own rules.
  const startForm = useContractForm<StartValues>(certificateChannels['certificates.start'].input, {
    initialValues: { certificateId: '', fanId: '' },
    validateInputOnChange: true,
  });
  const submitStart = startForm.onSubmit((ids) => start.start(ids));
  const listForm = useContractForm<ListValues>(certificateChannels['certificates.list'].input, {
    initialValues: { userId: '', certificateId: undefined, mangoes: [] },
    validateInputOnChange: true,
  });
  const submitList = listForm.onSubmit(({ userId, certificateId, mangoes }) =>
    list.show({ userId, ...(certificateId ? { certificateId } : {}), mangoes }),
  );

  return (
    <Screen
      testId="certificates-screen"
      gap="lg"
      maw={1100}
      title="Certificates"
      description="Issue Mango certificates to members and see what they hold."
      help="certificates"
    >
      <Grid>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Stack gap="sm">
              <Title order={3} size="h4">
                Start generation
              </Title>
              <DeprecatedNote operation="uploadCertificate" />
              <Text size="sm" c="dimmed">
                Runs in the background: the service answers at once, the certificate appears in the member’s
                list once it is made.
              </Text>
              <NameOrIdSelect
                label="Certificate"
                kind="certificate"
                options={certificateOptions}
                loading={templates.isPending}
                value={startForm.values.certificateId || undefined}
                onChange={(id) => startForm.setFieldValue('certificateId', id ?? '')}
                data-testid="cert-start-certificate"
              />
              <TextInput
                label="Member (user id)"
                {...idField(startForm.values.fanId, startForm.errors.fanId, (id) =>
                  startForm.setFieldValue('fanId', id),
                )}
                data-testid="cert-start-user"
              />
              <MemberName id={startForm.values.fanId} testId="cert-start-user-name" />
              <Group justify="flex-end">
                <Button
                  leftSection={<IconSend size={16} />}
                  disabled={!startForm.isValid()}
                  loading={start.isPending}
                  onClick={() => submitStart()}
                  data-testid="cert-start"
                >
                  Start generation
                </Button>
              </Group>
              {start.appError ? <ErrorAlert error={start.appError} /> : null}
              {start.started ? (
                <Alert
                  color="teal"
                  variant="light"
                  icon={<IconCircleCheck size={18} />}
                  title={start.started.message}
                  data-testid="cert-started"
                >
                  Requested {formatDateTime(start.started.requestedAt)}. It is made in the background; list
                  the member’s certificates later to see it.
                </Alert>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Stack gap="sm">
              <Title order={3} size="h4">
                A member’s certificates
              </Title>
              <DeprecatedNote operation="listCertificates" />
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Member (user id)"
                    required
                    {...idField(listForm.values.userId, listForm.errors.userId, (id) =>
                      listForm.setFieldValue('userId', id),
                    )}
                    data-testid="cert-list-user"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NameOrIdSelect
                    label="Certificate"
                    kind="certificate"
                    options={certificateOptions}
                    loading={templates.isPending}
                    placeholder="Any certificate"
                    // An optional id is left out when empty, as the channel wants it.
                    value={listForm.values.certificateId}
                    onChange={(id) => listForm.setFieldValue('certificateId', id)}
                    data-testid="cert-list-certificate"
                  />
                </Grid.Col>
              </Grid>
              <MemberName id={listForm.values.userId} />
              <MangoPicker
                label="Mangoes"
                mangoes={targets?.mangoes}
                {...listForm.getInputProps('mangoes')}
                data-testid="cert-list-mangoes"
              />
              <Group justify="flex-end">
                <Button
                  leftSection={<IconSearch size={16} />}
                  disabled={!listForm.isValid()}
                  loading={list.isFetching}
                  onClick={() => submitList()}
                  data-testid="cert-list"
                >
                  Show certificates
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {list.appError ? <ErrorAlert error={list.appError} title="Certificates could not be listed" /> : null}
      {templates.appError ? (
        <ErrorAlert
          error={templates.appError}
          title="Certificate titles could not be read: pick by pasting a certificate id"
        />
      ) : null}
      {shownFor ? (
        <CertificateRecords
          records={list.data?.records ?? []}
          shownFor={shownFor}
          memberName={shownName?.name}
          certificates={certificateOptions}
          mangoes={targets?.mangoes}
        />
      ) : null}
    </Screen>
  );
}
