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
          reaches a real business, and its data resets when the console restarts.
        </List.Item>
        <List.Item>
          Switching to a live profile asks you to confirm, and the header then shows a LIVE marker on every
          screen, so changes to a real business's customers are never made by mistake.
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
