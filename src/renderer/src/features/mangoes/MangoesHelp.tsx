import { List, Text, Title } from '@mantine/core';
import { mangoRules, RULE_9_WARNING } from '@shared/domain/mango/rules';

/** In-app help of the Mangoes and Drafts screens: what they are for and the service rules they guard. */
export function MangoesHelp() {
  return (
    <>
      <Text>
        Mangoes are what the business sells. This console never edits one directly: an edit becomes a
        <b> draft</b>, a saved plan of field changes that stays on this computer, works offline and is sent
        only when you apply it.
      </Text>
      <Title order={4}>Working offline</Title>
      <Text>
        The list and every Mango you opened are cached per profile. With no network you still see them (with
        the time of the last refresh) and can draft changes. Apply them once the profile is reachable again.
      </Text>
      <Title order={4}>Clear versus unchanged</Title>
      <Text>
        A field you leave alone is omitted and keeps whatever the service holds, even if a colleague changes
        it meanwhile. <b>Clear</b> sends null and empties the field; only the fields rule 3 lists can be
        cleared.
      </Text>
      <Title order={4}>Applying safely</Title>
      <List size="sm" spacing={4}>
        <List.Item>
          Before sending, the console reads the Mango fresh and compares, per field, the value when you
          drafted, the value now, and yours.
        </List.Item>
        <List.Item>
          A field both you and someone else changed is a conflict: you choose to keep yours, take theirs or
          type a new value. Nothing is sent until then.
        </List.Item>
        <List.Item>
          Only the fields you changed are sent, so other fields changed meanwhile are never overwritten.
        </List.Item>
        <List.Item>A Mango deleted meanwhile fails the draft with MANGO_NOT_FOUND.</List.Item>
        <List.Item>
          If the answer is lost, the console does not resend: it re-reads the Mango and marks the draft
          applied only if the values are there.
        </List.Item>
      </List>
      <Text size="sm" fw={500}>
        {RULE_9_WARNING}
      </Text>
      <Title order={4}>The service’s nine update rules</Title>
      <List type="ordered" size="sm" spacing={4}>
        {Object.entries(mangoRules).map(([rule, text]) => (
          <List.Item key={rule}>{text}</List.Item>
        ))}
      </List>
      <Text size="sm">
        Also: at most 10 remote media items (cover contents) per update (REMOTE_MEDIA_TOO_MANY_ITEMS).
      </Text>
    </>
  );
}
