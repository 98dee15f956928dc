import { List, Text, Title } from '@mantine/core';
import { MAX_REMOTE_MEDIA_ITEMS } from '@shared/contract/mangoes';
import { APPLY_WARNING, mangoRules } from '@shared/areas/mangoes/domain/rules';
import { CONFLICT_TEXT } from './format';

/** In-app help of the Mangoes and Drafts screens: what they are for and what the service does with an update. */
export function MangoesHelp() {
  return (
    <>
      <Text>
        Mangoes are what the business sells. This console never edits one directly: an edit becomes a
        <b> draft</b>, a saved plan of field changes that stays on this computer, works offline and is sent
        only when you apply it. A Mango has one draft per profile: choosing “Edit as draft” again reopens it
        with your changes.
      </Text>
      <Text>
        Prices: the base price is the price in the Mango’s own currency; buyers paying in another currency pay
        its per-currency price (the differential price when set, otherwise the service’s conversion). The
        editor warns when an edit leaves the base price and the same currency’s price apart.
      </Text>
      <Title order={3} size="h4">
        Working offline
      </Title>
      <Text>
        The list and every Mango you opened are kept on this computer per profile. With no network you still
        see them, with the time of the last refresh, and can draft changes. Apply them once the service can be
        reached again. If it cannot be reached before anything was ever read, there is nothing to show yet:
        check the connection or the profile, then refresh.
      </Text>
      <Title order={3} size="h4">
        Empty versus unchanged
      </Title>
      <Text>
        A field you leave alone is not sent and keeps whatever the service holds, even if a colleague changes
        it meanwhile. <b>Empty</b> removes the value on the service; only prices, access limits and the seat
        label can be emptied. A field that has no value yet reads “(none)” or “(not set)”; “(cleared)” only
        ever means your draft empties it. Changes typed in the editor are kept only once you save the draft:
        leaving the editor before that (Drafts, Back, another profile, closing the window) asks first.
      </Text>
      <Title order={3} size="h4">
        Applying safely
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          Apply one draft from its row, or select several and choose Apply selected. Before sending, the
          console reads the Mango from the service and compares, per field, the value when you drafted, the
          value now, and yours.
        </List.Item>
        <List.Item>
          A field both you and someone else changed shows “{CONFLICT_TEXT}”: you keep yours, take theirs or
          type a new value. Nothing is sent until then.
        </List.Item>
        <List.Item>
          Only the fields you changed are sent, so other fields changed meanwhile are never overwritten.
        </List.Item>
        <List.Item>
          If the Mango was deleted meanwhile, nothing is sent and the draft stays, marked Failed.
        </List.Item>
        <List.Item>
          If the answer is lost, the console does not send the update again: it reads the Mango back and marks
          the draft applied only if your values are there.
        </List.Item>
        <List.Item>
          Older versions could make two drafts of one Mango. Such drafts are marked; keep one of them before
          applying, or they would overwrite each other.
        </List.Item>
        <List.Item>
          On the Sandbox profile, a draft made before “Reset sandbox data” is marked Earlier sandbox data: the
          Mango it starts from was deleted by the reset, so it can be read and discarded but not edited or
          applied. Discard it to draft that Mango again.
        </List.Item>
      </List>
      <Text size="sm" fw={500}>
        {APPLY_WARNING}
      </Text>
      <Title order={3} size="h4">
        What the service does with an update
      </Title>
      <List size="sm" spacing={4}>
        {Object.values(mangoRules).map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
        <List.Item>
          At most {MAX_REMOTE_MEDIA_ITEMS} cover items (pictures and videos) can be sent in one update.
        </List.Item>
      </List>
    </>
  );
}
