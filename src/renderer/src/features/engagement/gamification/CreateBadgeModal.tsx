import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { BadgeDraft, type BadgeAutomation, type WebhookTarget } from '@shared/channels/engagement';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { appErrorOf } from '../../../data/bridge';
import { applyServerIssues, useContractForm } from '../../../data/form';
import { formRefusal } from '../form-errors';
import { MangoPicker } from '../pickers';
import { useCreateBadge } from './queries';

type Kind = BadgeAutomation['kind'];
type Category = 'lifetime' | 'month' | 'week';

/** What the form holds: every automation kind's fields, so switching kinds loses nothing typed. */
interface BadgeFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  imageUrl: string;
  automation: { kind: Kind; threshold: number | string; category: Category; mangoes: string[] };
}

const emptyBadge: BadgeFormValues = {
  name: '',
  description: '',
  imageUrl: '',
  automation: { kind: 'none', threshold: 500, category: 'lifetime', mangoes: [] },
};

/** New badge: name, description, image URL and one automation kind (or none), never both. */
export function CreateBadgeModal({
  opened,
  onClose,
  mangoes,
}: {
  opened: boolean;
  onClose: () => void;
  mangoes: readonly WebhookTarget[] | undefined;
}) {
  const form = useContractForm<BadgeFormValues>(BadgeDraft, { initialValues: emptyBadge });
  const create = useCreateBadge();
  const kind = form.values.automation.kind;
  // Main's refusal, or the form's own check of the same rules: each message by its field and in the alert.
  const error = create.appError ?? formRefusal(form.errors);

  const submit = form.onSubmit(
    (values) => {
      const { name, description, imageUrl, automation } = BadgeDraft.parse(values);
      const badge = {
        name,
        ...(description ? { description } : {}),
        ...(imageUrl ? { imageUrl } : {}),
        automation,
      };
      create.create(badge, {
        onSuccess: () => {
          form.reset();
          onClose();
        },
        onError: (failure) => applyServerIssues(form, appErrorOf(failure)),
      });
    },
    () => create.reset(),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="New badge" size="lg">
      <Stack gap="md" data-testid="create-badge-form">
        <TextInput label="Name" required {...form.getInputProps('name')} data-testid="badge-name" />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <TextInput label="Image URL" placeholder="https://…/badge.png" {...form.getInputProps('imageUrl')} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Automation
          </Text>
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={(v) => form.setFieldValue('automation.kind', v as Kind)}
            data={[
              { value: 'none', label: 'None (given by hand)' },
              { value: 'points', label: 'Points threshold' },
              { value: 'mangoes', label: 'Mango subscription' },
            ]}
            data-testid="badge-automation"
          />
        </Stack>
        {kind === 'points' ? (
          <Group grow align="flex-start">
            <NumberInput
              label="Threshold (points)"
              min={1}
              allowDecimal={false}
              {...form.getInputProps('automation.threshold')}
              data-testid="badge-threshold"
            />
            <Select
              label="Point category"
              {...form.getInputProps('automation.category')}
              allowDeselect={false}
              data={[
                { value: 'lifetime', label: 'Lifetime points' },
                { value: 'month', label: 'This month’s points' },
                { value: 'week', label: 'This week’s points' },
              ]}
              data-testid="badge-category"
            />
          </Group>
        ) : null}
        {kind === 'mangoes' ? (
          <MangoPicker
            label="Mangoes"
            description="Subscribers of any of these get the badge; it is removed when that subscription ends."
            mangoes={mangoes}
            {...form.getInputProps('automation.mangoes')}
            data-testid="badge-mangoes"
          />
        ) : null}
        {kind !== 'none' ? (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {kind === 'points'
              ? 'Members get the badge when they reach the threshold and lose it when their points fall below it.'
              : 'Members get the badge when they subscribe to a listed Mango.'}{' '}
            Automation may take time to reflect on members.
          </Alert>
        ) : null}
        {error ? <ErrorAlert error={error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => submit()} loading={create.isPending} data-testid="badge-submit">
            Create badge
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
