import { Button, Group, Stack } from '@mantine/core';
import { BadgeDraft } from '@shared/areas/gamification/channels';
import type { WebhookTarget } from '@shared/areas/webhooks/channels';
import type { Badge } from '@shared/contract/gamification';
import { ErrorAlert } from '../../components/ErrorAlert';
import { appErrorOf } from '../../data/bridge';
import { applyServerIssues, useContractForm } from '../../data/form';
import { formRefusal } from './form-errors';
import { useProfileInput } from '../../data/targets-and-names';
import { BadgeFormFields, badgeFormValues, type BadgeFormValues } from './BadgeFormFields';
import { useUpdateBadge } from './person-queries';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';

/** Edit a badge: the same fields and rules as a new one; the form starts from the badge as it is. */
export function EditBadgeModal({
  badge,
  onClose,
  mangoes,
}: {
  badge: Badge;
  onClose: () => void;
  mangoes: readonly WebhookTarget[] | undefined;
}) {
  const form = useContractForm<BadgeFormValues>(BadgeDraft, { initialValues: badgeFormValues(badge) });
  const guard = useDialogGuard({ onClose });
  const profile = useProfileInput();
  const update = useUpdateBadge();
  const error = update.appError ?? formRefusal(form.errors);

  const submit = form.onSubmit(
    (values) => {
      const { name, description, imageUrl, automation } = BadgeDraft.parse(values);
      update.mutate(
        {
          ...profile,
          badgeId: badge._id,
          name,
          ...(description ? { description } : {}),
          ...(imageUrl ? { imageUrl } : {}),
          automation,
        },
        { onSuccess: onClose, onError: (failure) => applyServerIssues(form, appErrorOf(failure)) },
      );
    },
    () => update.reset(),
  );

  return (
    <GuardedModal
      guard={guard}
      opened
      dirty={form.isDirty()}
      what={`the badge “${badge.name}”`}
      title={`Edit badge: ${badge.name ?? badge._id}`}
      size="lg"
    >
      <Stack gap="md" data-testid="edit-badge-form">
        <BadgeFormFields form={form} mangoes={mangoes} />
        {error ? <ErrorAlert error={error} title="The badge was not saved" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={guard.close}>
            Cancel
          </Button>
          <Button
            onClick={() => submit()}
            loading={update.isPending}
            disabled={update.isPending}
            data-testid="edit-badge-submit"
          >
            Save badge
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
