import { List, Text, Title } from '@mantine/core';

/** In-app help for Profiles: what a profile is, where its secrets live, and what switching does. */
export function ProfilesHelp() {
  return (
    <>
      <Text size="sm">
        A profile is one connection to the service: its address, the business's white-label host, and two
        credentials. The console makes every call for the active profile only.
      </Text>
      <Title order={3} size="h5" mt="md">
        Where the credentials are kept
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          The access token and the API key are stored in this computer's keychain, never in the console's
          files or logs, and never shown again after you save them. Replace one by typing a new value.
        </List.Item>
        <List.Item>
          If the keychain is locked or missing, the console says so and keeps working with the profiles that
          need no secret (the built-in sandbox).
        </List.Item>
      </List>
      <Title order={3} size="h5" mt="md">
        Live and sandbox
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          The Sandbox profile talks to the service's copy built into the console: try anything there, nothing
          reaches a real business. Like a test-mode account it keeps its data (customers, subscriptions,
          posts…) in the console's data folder across restarts.
        </List.Item>
        <List.Item>
          Reset sandbox data, on the Sandbox card, deletes everything made there and puts the demo data back,
          after asking. Bulk jobs, Mango drafts and history of the old data stay, marked “earlier sandbox
          data”, and are never sent to the new data. A reset is refused while a bulk job is open on the
          Sandbox profile: cancel it or let it finish first.
        </List.Item>
        <List.Item>
          If the kept sandbox file is damaged, it is moved aside (not deleted), the card says where, and the
          sandbox starts again from its demo data. The sandbox's clock, injected faults and request log are
          test tools and start afresh with each launch.
        </List.Item>
        <List.Item>
          Switching to a live profile asks you to confirm, and the header then shows a LIVE marker on every
          screen, so changes to a real business's customers are never made by mistake. After a restart on a
          live profile the console asks again before opening any screen on it (or opens the Sandbox instead).
          With unsaved input on the open screen, a switch first asks whether to leave it.
        </List.Item>
        <List.Item>
          Test connection makes one read with each credential and tells you which screens will work.
        </List.Item>
      </List>
      <Title order={3} size="h5" mt="md">
        Deleting a profile
      </Title>
      <Text size="sm">
        Deleting removes the profile and its keychain entries from this computer; nothing changes on the
        service. If the keychain cannot remove the credentials, the profile is not deleted and the console
        says why. The built-in Sandbox profile cannot be deleted.
      </Text>
    </>
  );
}
