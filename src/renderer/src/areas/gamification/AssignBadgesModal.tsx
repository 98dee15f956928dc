import { useState } from 'react';
import { Alert, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';
import { useAssignBadges, useBadgesFor, useScopedProfile } from './person-queries';

/**
 * Adds badges to one person, picked by name. The service only adds: badges the person holds are shown as
 * held, and none is taken away here.
 */
export function AssignBadgesModal({
  onClose,
  userId,
  personName,
  held,
  profileId,
}: {
  onClose: () => void;
  userId: string;
  personName?: string;
  /** Ids of the badges the person holds (null when not known). */
  held: readonly string[] | null;
  profileId?: string;
}) {
  const profile = useScopedProfile(profileId);
  const badges = useBadgesFor(profileId);
  const assign = useAssignBadges();
  const [picked, setPicked] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const options = (badges.data?.badges ?? []).map((b) => ({
    value: b._id,
    label: held?.includes(b._id) ? `${b.name ?? b._id} (held)` : (b.name ?? b._id),
    disabled: held?.includes(b._id) ?? false,
  }));
  const pickError = tried && picked.length === 0 ? 'Pick at least one badge' : undefined;

  const guard = useDialogGuard({ onClose });
  const submit = () => {
    setTried(true);
    if (picked.length === 0 || assign.isPending) return;
    assign.mutate({ ...profile, userId, badgeIds: picked }, { onSuccess: onClose });
  };

  return (
    <GuardedModal
      guard={guard}
      opened
      dirty={picked.length > 0 && !assign.isSuccess}
      what="the badges picked"
      title="Assign badges"
      size="md"
    >
      <Stack gap="md" data-testid="assign-badges-form">
        <Text size="sm">
          To <b>{personName ?? userId}</b>
        </Text>
        {badges.appError ? <ErrorAlert error={badges.appError} title="Badges could not be loaded" /> : null}
        <MultiSelect
          label="Badges"
          placeholder={badges.isPending ? 'Loading badges…' : 'Pick by name'}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          error={pickError}
          nothingFoundMessage="No badge by that name"
          data-testid="assign-badges-pick"
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          The service only adds badges: to take one away, change the badge’s automation or the person’s
          subscription.
        </Alert>
        {assign.appError ? <ErrorAlert error={assign.appError} title="The badges were not assigned" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={guard.close}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            loading={assign.isPending}
            disabled={assign.isPending}
            data-testid="assign-badges-submit"
          >
            Assign{' '}
            {picked.length > 0 ? `${picked.length} ${picked.length === 1 ? 'badge' : 'badges'}` : 'badges'}
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
