import { Button, Group, Stack } from '@mantine/core';
import { BadgeDraft } from '@shared/areas/gamification/channels';
import type { WebhookTarget } from '@shared/areas/webhooks/channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { appErrorOf } from '../../data/bridge';
import { applyServerIssues, useContractForm } from '../../data/form';
import { formRefusal } from './form-errors';
import { BadgeFormFields, emptyBadge, type BadgeFormValues } from './BadgeFormFields';
import { useCreateBadge } from './queries';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';

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
  // Discarded input does not come back the next time the dialog opens.
  const guard = useDialogGuard({ onClose, onDiscard: () => (form.reset(), create.reset()) });
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
    <GuardedModal
      guard={guard}
      opened={opened}
      dirty={form.isDirty()}
      what="the new badge"
      title="New badge"
      size="lg"
    >
      <Stack gap="md" data-testid="create-badge-form">
        <BadgeFormFields form={form} mangoes={mangoes} />
        {error ? <ErrorAlert error={error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={guard.close}>
            Cancel
          </Button>
          <Button onClick={() => submit()} loading={create.isPending} data-testid="badge-submit">
            Create badge
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
