import { Button, Group, Modal, Stack } from '@mantine/core';
import { BadgeDraft } from '@shared/areas/gamification/channels';
import type { WebhookTarget } from '@shared/areas/webhooks/channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { appErrorOf } from '../../data/bridge';
import { applyServerIssues, useContractForm } from '../../data/form';
import { formRefusal } from './form-errors';
import { BadgeFormFields, emptyBadge, type BadgeFormValues } from './BadgeFormFields';
import { useCreateBadge } from './queries';
import { useUnsavedChanges } from '../../data/unsaved-changes';

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
  useUnsavedChanges(opened && form.isDirty(), 'the new badge');
  const create = useCreateBadge();
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
        <BadgeFormFields form={form} mangoes={mangoes} />
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
