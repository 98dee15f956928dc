import { Text } from '@mantine/core';
import { ObjectId } from '@shared/contract/common';
import { NamedId } from '../../components/NamedId';
import { useUserNames } from '../../data/targets-and-names';

/** Who a typed or pasted member id is, so the person sees a name before sending (nothing for a partial id). */
export function MemberName({ id, testId }: { id: string | undefined; testId?: string }) {
  const valid = Boolean(id && ObjectId.safeParse(id).success);
  const names = useUserNames(valid && id ? [id] : []);
  if (!valid || !id) return null;
  const found = names.get(id);
  return (
    <Text component="div" size="sm" data-testid={testId}>
      {found?.failed ? (
        <Text span size="sm" c="orange.8">
          The member’s name could not be read; the id is used as typed.
        </Text>
      ) : (
        <NamedId layout="inline" name={found?.name} loading={found?.loading} id={id} kind="user" />
      )}
    </Text>
  );
}
