import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AppConfigView } from '@shared/areas/app-config/channels';
import { hostAppKeys, type HostAppKey } from '@shared/contract/host';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RefreshButton } from '../../components/RefreshButton';
import { Screen } from '../../components/Screen';
import { useOneAtATime } from '../../data/one-at-a-time';
import { useAppConfig, useMangoChoices, useUpdateAppConfig } from './queries';
import { useUnsavedChanges } from '../../data/unsaved-changes';

const APP_LABELS: Record<HostAppKey, string> = {
  levelup: 'LevelUp',
  universe: 'Universe',
  crm: 'CRM',
  flute: 'Flute',
  sparks: 'Sparks',
  'tm-ai-cofounder': 'TM AI Cofounder',
};

const ids = (view: AppConfigView) => view.allowedMangoes.map((m) => m._id);

function Editor({ view, app }: { view: AppConfigView; app: HostAppKey }) {
  const choices = useMangoChoices();
  const update = useUpdateAppConfig();
  const once = useOneAtATime();
  const [draft, setDraft] = useState<string[]>(() => ids(view));
  const [reviewing, setReviewing] = useState(false);
  const current = ids(view);
  const added = draft.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !draft.includes(id));
  useUnsavedChanges(added.length + removed.length > 0, `the allowed Mangoes of ${app}`);
  const title = (id: string) =>
    view.allowedMangoes.find((m) => m._id === id)?.title ??
    choices.data?.find((m) => m._id === id)?.title ??
    id;
  const options = [
    ...(choices.data ?? []).map((m) => ({ value: m._id, label: m.title })),
    ...view.allowedMangoes
      .filter((m) => !(choices.data ?? []).some((c) => c._id === m._id))
      .map((m) => ({ value: m._id, label: m.title ?? m._id })),
  ];

  const save = () => {
    once((release) =>
      update.mutate(
        { app, expected: current, mangoes: draft },
        {
          onSettled: release,
          onSuccess: ({ after, change }) => {
            notifications.show({
              color: 'teal',
              title: `${APP_LABELS[app]} saved`,
              message: `${change.added.length} added, ${change.removed.length} removed; the service now lists ${after.allowedMangoes.length}.`,
            });
            setReviewing(false);
          },
        },
      ),
    );
  };

  return (
    <Stack gap="sm">
      <MultiSelect
        label="Allowed Mangoes"
        description="Members of these Mangoes may use the app."
        data={options}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          setReviewing(false);
        }}
        searchable
        clearable
        placeholder={draft.length ? undefined : 'No Mango allowed'}
        disabled={update.isPending}
        data-testid="app-mangoes"
      />
      {choices.appError ? (
        <ErrorAlert error={choices.appError} title="The Mangoes could not be loaded" />
      ) : null}
      {reviewing ? (
        <Paper withBorder p="sm" radius="md" data-testid="app-review">
          <Stack gap={6}>
            <Text fw={500}>What will change</Text>
            {added.map((id) => (
              <Text size="sm" key={id} c="teal">
                + {title(id)}
              </Text>
            ))}
            {removed.map((id) => (
              <Text size="sm" key={id} c="red">
                − {title(id)}
              </Text>
            ))}
            {draft.length === 0 ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                title="No Mango will be allowed"
              >
                Saving an empty list removes every allowed Mango: no member can use {APP_LABELS[app]} until
                you add one again.
              </Alert>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      {update.appError ? (
        <ErrorAlert
          error={update.appError}
          title="The configuration was not saved"
          onClose={() => update.reset()}
        />
      ) : null}
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            setDraft(current);
            setReviewing(false);
          }}
          disabled={update.isPending || (!added.length && !removed.length)}
        >
          Undo changes
        </Button>
        {reviewing ? (
          <Button
            color={draft.length ? undefined : 'red'}
            onClick={save}
            loading={update.isPending}
            data-testid="app-save"
          >
            Save {added.length + removed.length} change{added.length + removed.length === 1 ? '' : 's'}
          </Button>
        ) : (
          <Button
            onClick={() => setReviewing(true)}
            disabled={!added.length && !removed.length}
            data-testid="app-review-button"
          >
            Review changes
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The white-label host's app configurations: allowed Mangoes per supported app, edited as a diff. */
export function AppConfigScreen() {
  const [app, setApp] = useState<HostAppKey>('levelup');
  const config = useAppConfig(app);
  const view = config.data;

  return (
    <Screen
      testId="app-config-screen"
      maw={900}
      title="App configuration"
      description="Which Mangoes' members may use each app of your white-label business."
      help="app-config"
      actions={<RefreshButton onClick={() => void config.refetch()} loading={config.isFetching} />}
    >
      <Select
        label="App"
        data={hostAppKeys.map((key) => ({ value: key, label: APP_LABELS[key] }))}
        value={app}
        onChange={(value) => value && setApp(value as HostAppKey)}
        allowDeselect={false}
        w={280}
        data-testid="app-select"
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={3} size="h4">
              {APP_LABELS[app]}
            </Title>
            {view ? (
              <Badge variant="light" tt="none" data-testid="app-count">
                {view.allowedMangoes.length} allowed
              </Badge>
            ) : null}
          </Group>
          {config.isLoading ? <Skeleton height={80} /> : null}
          {config.appError ? (
            <ErrorAlert
              error={config.appError}
              title={`The configuration of ${APP_LABELS[app]} could not be read`}
            />
          ) : null}
          {view ? <Editor key={`${app}:${ids(view).join(',')}`} view={view} app={app} /> : null}
        </Stack>
      </Paper>
    </Screen>
  );
}
