import { Alert, Badge, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import type { ApplyResult, DraftSummary } from '@shared/areas/mangoes/channels';
import type { DraftState } from '@shared/areas/mangoes/domain/draft';
import { stateColors, stateLabels } from './format';

/** Where a draft stands now, said after its title ("Webinar Pass: now ready to apply; …"). */
const nowWords: Record<DraftState, string> = {
  draft: 'now a draft again',
  ready: 'now ready to apply',
  applying: 'now being applied',
  applied: 'now applied',
  conflict: 'now in conflict',
  failed: 'now failed',
};

/** What the apply found then, in a few words: its full message advised what to do then, no longer true. */
const thenWords: Record<DraftState, string> = {
  draft: 'it was not applied',
  ready: 'nothing was sent',
  applying: 'it was already being applied',
  applied: 'it was applied',
  conflict: 'it had changed on the service, so nothing was sent',
  failed: 'it failed',
};

/** One sentence for a draft that moved since the apply: now first, then what the apply found. */
export function movedText(then: DraftState, now: DraftState): string {
  return `${nowWords[now]}; at the last apply, ${thenWords[then]}.`;
}

/**
 * What the last apply did, per draft. Each line's state is the draft's state now, from the drafts list in
 * the query cache, not the copy the apply answered with: a conflict resolved since reads "Ready", not
 * "Conflict", and says it changed since. A draft deleted since says so.
 */
export function ApplyResults({
  results,
  drafts,
  onClose,
}: {
  results: readonly ApplyResult[];
  drafts: readonly DraftSummary[];
  onClose: () => void;
}) {
  const applied = results.filter((r) => r.state === 'applied').length;
  const lines = results.map((result) => {
    const now = drafts.find((d) => d.id === result.draftId);
    const state = now?.state ?? result.state;
    return { result, now, state, moved: now !== undefined && now.state !== result.state };
  });
  const open = lines.some(({ state, now }) => now !== undefined && state !== 'applied');
  return (
    <Alert
      color={applied === results.length || !open ? 'teal' : 'yellow'}
      variant="light"
      icon={<IconChecklist size={18} />}
      title={`${applied} of ${results.length} applied`}
      withCloseButton
      closeButtonLabel="Close the apply results"
      onClose={onClose}
      data-testid="apply-results"
    >
      <Stack gap={2}>
        {lines.map(({ result, now, state, moved }) => (
          <Text
            key={result.draftId}
            size="sm"
            data-testid="apply-result"
            data-state={now ? state : 'deleted'}
          >
            {/* A span: the line is a <p>, which may not hold the badge's default <div>. */}
            <Badge
              component="span"
              size="xs"
              color={now ? stateColors[state] : 'gray'}
              variant="light"
              mr={6}
            >
              {now ? stateLabels[state] : 'Deleted'}
            </Badge>
            {now?.title ?? result.draftId}:{' '}
            {!now ? 'this draft was deleted since.' : moved ? movedText(result.state, state) : result.message}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
