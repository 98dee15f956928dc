import { useState } from 'react';
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
import type { BadgeAutomation, WebhookTarget } from '@shared/channels/engagement';
import type { Badge } from '@shared/contract/gamification';
import type { AppError, Result } from '@shared/errors';
import { ErrorAlert } from '../../components/ErrorAlert';
import { MangoPicker } from './pickers';
import type { GamificationState } from './gamification-store';

type Kind = BadgeAutomation['kind'];
type Category = 'lifetime' | 'month' | 'week';

function fieldError(error: AppError | null, field: string): string | undefined {
  const issues = (error?.details as { issues?: Array<{ path: string; message: string }> } | undefined)
    ?.issues;
  return issues?.find((i) => i.path === field || i.path.startsWith(`${field}.`))?.message;
}

/** New badge: name, description, image URL and one automation kind (or none), never both. */
export function CreateBadgeModal({
  opened,
  onClose,
  onCreate,
  mangoes,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: GamificationState['createBadge'];
  mangoes: readonly WebhookTarget[] | undefined;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [kind, setKind] = useState<Kind>('none');
  const [threshold, setThreshold] = useState<number | string>(500);
  const [category, setCategory] = useState<Category>('lifetime');
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<AppError | null>(null);

  const reset = () => {
    setName('');
    setDescription('');
    setImageUrl('');
    setKind('none');
    setThreshold(500);
    setCategory('lifetime');
    setPicked([]);
    setError(null);
  };

  const automation = (): BadgeAutomation =>
    kind === 'points'
      ? { kind, threshold: typeof threshold === 'number' ? threshold : Number(threshold), category }
      : kind === 'mangoes'
        ? { kind, mangoes: picked }
        : { kind: 'none' };

  const submit = async () => {
    setSaving(true);
    const result: Result<Badge> = await onCreate({
      name,
      ...(description.trim() ? { description } : {}),
      ...(imageUrl.trim() ? { imageUrl } : {}),
      automation: automation(),
    });
    setSaving(false);
    if (result.ok) {
      reset();
      onClose();
    } else setError(result.error);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New badge" size="lg">
      <Stack gap="md" data-testid="create-badge-form">
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fieldError(error, 'name')}
          data-testid="badge-name"
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <TextInput
          label="Image URL"
          placeholder="https://…/badge.png"
          value={imageUrl}
          onChange={(e) => setImageUrl(e.currentTarget.value)}
          error={fieldError(error, 'imageUrl')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Automation
          </Text>
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={(v) => setKind(v as Kind)}
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
              value={threshold}
              onChange={setThreshold}
              error={fieldError(error, 'automation.threshold')}
              data-testid="badge-threshold"
            />
            <Select
              label="Point category"
              value={category}
              onChange={(v) => setCategory((v as Category | null) ?? 'lifetime')}
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
            value={picked}
            onChange={setPicked}
            error={fieldError(error, 'automation.mangoes')}
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
          <Button onClick={() => void submit()} loading={saving} data-testid="badge-submit">
            Create badge
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
