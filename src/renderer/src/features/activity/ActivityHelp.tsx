import { List, Text, Title } from '@mantine/core';

/** In-app help for the Activity screen. */
export function ActivityHelp() {
  return (
    <>
      <Text>
        Every request the console sends to the Creator Integration Service is recorded here, from every screen
        and every profile: the time, the operation, the method and path, the query, the HTTP status or the
        failure, the service's errorCode, how long it took and how many attempts it needed.
      </Text>
      <Title order={4}>What is never recorded</Title>
      <Text>
        The bearer token, the API key and any query value that looks like a credential (for example the user
        token of the token check) are never written: query values under such names show as [redacted].
      </Text>
      <Title order={4}>Reading the status</Title>
      <List>
        <List.Item>2xx: the service did what was asked.</List.Item>
        <List.Item>
          4xx: the service refused; the errorCode says why. 401 is a wrong token or API key.
        </List.Item>
        <List.Item>
          429: the service asked the console to slow down; it paused and retried by itself.
        </List.Item>
        <List.Item>
          No status with “network” or “timeout”: the service could not be reached. A write marked “outcome
          unknown” may have reached the service; the console never resends such a write on its own.
        </List.Item>
      </List>
      <Title order={4}>Export</Title>
      <Text>
        Export CSV saves the calls that match the filters (up to 5,000) as a UTF-8 CSV that opens cleanly in a
        spreadsheet. The log is kept in the data directory (activity/activity.jsonl) and rotated at 5 MB.
      </Text>
    </>
  );
}
