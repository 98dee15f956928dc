import { useRef, useState } from 'react';
import { Alert, Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { z } from 'zod';
import { AssignPointsUsers, PointsScore } from '@shared/areas/gamification/person-channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';
import { useContractForm } from '../../data/form';
import { formRefusal } from './form-errors';
import { IdListInput } from '../../components/pickers';
import { useAssignPoints, useScopedProfile } from './person-queries';

interface PointsFormValues extends Record<string, unknown> {
  userIds: string[];
  direction: 'give' | 'take';
  amount: number | string;
}

/** The form's rules: the channel's own (people, whole non-zero points), the sign chosen by "Give"/"Take away". */
const PointsForm = z.object({
  userIds: AssignPointsUsers,
  direction: z.enum(['give', 'take']),
  amount: z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    PointsScore.refine((v) => v > 0, 'Give a positive number; choose "Take away" to remove points'),
  ),
});

const people = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'person' : 'people'}`;
const pointsText = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'point' : 'points'}`;

/** What the confirmation asks: how many points, given or taken, for how many people. */
export function assignSummary(score: number, count: number): string {
  return score < 0
    ? `Take ${pointsText(-score)} away from ${people(count)}?`
    : `Give ${pointsText(score)} to ${people(count)}?`;
}

/**
 * Give or take away points for one or more people, asked once more before sending: the service has no way
 * to send the same assignment twice safely, so a repeated click never sends it again.
 */
export function AssignPointsModal({
  onClose,
  userIds = [],
  personName,
  profileId,
}: {
  onClose: () => void;
  userIds?: string[];
  /** The name of the one person the modal was opened for. */
  personName?: string;
  profileId?: string;
}) {
  const profile = useScopedProfile(profileId);
  const form = useContractForm<PointsFormValues>(PointsForm, {
    initialValues: { userIds, direction: 'give', amount: 10 },
  });
  const assign = useAssignPoints();
  const [asking, setAsking] = useState<{ userIds: string[]; score: number } | null>(null);
  // The reviewed assignment last sent, set on the first click before React re-renders the disabled button:
  // a second click in the same moment never sends it again. Only a new review makes a new assignment.
  const sentFor = useRef<object | null>(null);
  const error = assign.appError ?? formRefusal(form.errors);
  const fixedPerson = userIds.length === 1 && personName;

  const review = form.onSubmit((values) => {
    const parsed = PointsForm.parse(values);
    assign.reset();
    setAsking({
      userIds: parsed.userIds,
      score: parsed.direction === 'take' ? -parsed.amount : parsed.amount,
    });
  });
  const send = () => {
    if (!asking || sentFor.current === asking) return;
    sentFor.current = asking;
    assign.mutate({ ...profile, ...asking });
  };

  const done = assign.data;
  const guard = useDialogGuard({ onClose });
  return (
    <GuardedModal
      guard={guard}
      opened
      // Once sent, nothing typed is left to lose: Close closes.
      dirty={!done && form.isDirty()}
      what="the points to give or take away"
      title="Give or take away points"
      size="lg"
    >
      <Stack gap="md" data-testid="assign-points-form">
        {fixedPerson ? (
          <Text size="sm">
            For <b>{personName}</b>
          </Text>
        ) : (
          <IdListInput
            label="People (user ids)"
            description="Paste one or more user ids, separated by commas or spaces (at most 200)."
            placeholder="User ids"
            value={form.values.userIds}
            onChange={(ids) => {
              form.setFieldValue('userIds', ids);
              setAsking(null);
            }}
            error={form.errors['userIds']}
            testId="points-people"
          />
        )}
        <Group align="flex-end" grow>
          <SegmentedControl
            value={form.values.direction}
            onChange={(v) => {
              form.setFieldValue('direction', v as 'give' | 'take');
              setAsking(null);
            }}
            data={[
              { value: 'give', label: 'Give' },
              { value: 'take', label: 'Take away' },
            ]}
            data-testid="points-direction"
          />
          <NumberInput
            label="Points"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('amount')}
            onChange={(v) => {
              form.setFieldValue('amount', v);
              setAsking(null);
            }}
            data-testid="points-amount"
          />
        </Group>
        {asking && !done ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            data-testid="points-confirm"
          >
            <Text fw={500}>{assignSummary(asking.score, asking.userIds.length)}</Text>
            <Text size="sm">
              The points are recorded at once under the “custom” type and cannot be undone, only offset by
              another assignment.
            </Text>
          </Alert>
        ) : null}
        {done ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} data-testid="points-done">
            {done.score < 0 ? 'Took' : 'Gave'} {pointsText(Math.abs(done.score))}{' '}
            {done.score < 0 ? 'away from' : 'to'} {people(done.assigned.length)}.
            {done.unconfirmed.length
              ? ` The service did not confirm ${people(done.unconfirmed.length)} (${done.unconfirmed.join(', ')}): check their ledger before sending again.`
              : ''}
          </Alert>
        ) : null}
        {error ? (
          <ErrorAlert
            error={error}
            title={
              error.outcome === 'unknown'
                ? 'The answer was lost: check the ledger before sending again'
                : 'The points were not assigned'
            }
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={guard.close} data-testid="points-close">
            {done ? 'Close' : 'Cancel'}
          </Button>
          {done ? null : asking ? (
            <Button
              color={asking.score < 0 ? 'red' : undefined}
              onClick={send}
              loading={assign.isPending}
              disabled={assign.isPending || assign.isError}
              data-testid="points-send"
            >
              {asking.score < 0 ? 'Take away points' : 'Give points'}
            </Button>
          ) : (
            <Button onClick={() => review()} data-testid="points-review">
              Review
            </Button>
          )}
        </Group>
      </Stack>
    </GuardedModal>
  );
}
