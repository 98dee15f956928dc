import { List, Text, Title } from '@mantine/core';

/** In-app help for the Settings screen. */
export function SettingsHelp() {
  return (
    <>
      <Text>
        These are the console&apos;s own settings, the same for every profile. Profiles, tokens and API keys
        are on the Profiles screen.
      </Text>
      <Title order={3} size="h4">
        Updates
      </Title>
      <Text>
        Updates are off until you turn them on. They come only from the feed address you enter: a folder where
        your team publishes the console&apos;s installers with their latest.yml files. With updates off, the
        console makes no update request at all. When an update is downloaded it installs the next time you
        quit.
      </Text>
      <Title order={3} size="h4">
        Logs
      </Title>
      <Text>
        The desktop console writes its main-process log to the OS&apos;s usual log folder and keeps the newest
        five files of 1 MB each. Tokens and API keys are removed from every line before it is written. The
        browser version (npm run web) logs to the terminal that started it.
      </Text>
      <Title order={3} size="h4">
        Export diagnostics
      </Title>
      <List>
        <List.Item>about.json: app, Electron, Chromium, Node and OS versions, these settings.</List.Item>
        <List.Item>
          profiles.json: name, base URL, white-label host, and whether a token and key are set.
        </List.Item>
        <List.Item>logs/ and activity/: the log files and every call made to the service.</List.Item>
      </List>
      <Text>
        Every file is scrubbed of the stored tokens and keys once more while the zip is made. Send the zip to
        whoever supports you; it never contains a secret.
      </Text>
      <Title order={3} size="h4">
        Sandbox
      </Title>
      <Text>
        The built-in sandbox&apos;s address, with a copy button: its control API (clock, faults, request log)
        is under /__sandbox/ at that address, on this computer only (docs/sandbox.md). &quot;Show the welcome
        panel again&quot; brings back the first start&apos;s panel: what is safe to try, three screens to
        start with, and how to connect a live business.
      </Text>
      <Title order={3} size="h4">
        Keyboard
      </Title>
      <Text>
        In the desktop console, Ctrl+1 to Ctrl+9 (Cmd on macOS) open the first nine areas of the Go menu,
        Ctrl+, opens Settings and F1 the user guide. In both versions the first Tab on a screen shows
        &quot;Skip to main content&quot;, which moves the focus past the header and the navigation.
      </Text>
    </>
  );
}
