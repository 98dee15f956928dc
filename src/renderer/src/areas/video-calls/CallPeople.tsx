import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import type { VideoCall } from '@shared/contract/video-calls';
import { ParticipantPreview } from './AvailabilityPanel';
import { joinedLabel } from './participants';
import { useParticipantPreview } from './use-live-checks';

const NONE: string[] = [];

/** Who can join (eligible customers, the same count the create form shows) and who joined. */
export function CallPeople({ call, zone }: { call: VideoCall; zone: string }) {
  const mangoes = call.mango?.map((m) => m._id) ?? NONE;
  const excluded = call.excludeMangoes?.map((m) => m._id) ?? NONE;
  const preview = useParticipantPreview(mangoes, excluded, zone, 0);
  const joined = joinedLabel(call.status, call.participantCount);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="call-people">
      <Stack gap={6}>
        <ParticipantPreview check={preview} hasMangoes={mangoes.length > 0} />
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconUserCheck size={16} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" data-testid="joined-detail">
            {joined
              ? `${joined}: the people the service counted in the call.`
              : 'Joined: nobody yet; the count starts when the call does.'}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
