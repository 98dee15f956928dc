import { List, Text, Title } from '@mantine/core';

/** In-app help for the Activity screen. */
export function ActivityHelp() {
  return (
    <>
      <Text>
        Every request the console sends to the Creator Integration Service is recorded here, from every screen
        and every profile: when (point at the time for the exact time), the operation, the method and path,
        the query, the status or the failure, the service's error code, how long it took and how many attempts
        it needed.
      </Text>
      <Title order={3} size="h4">
        One call in detail
      </Title>
      <Text>
        Click a row (or its operation, with the keyboard) to open the call: the request, the status, the error
        code and the message the screen showed, when it started, how long it took, how many attempts and
        retries, and the profile. The call has its own address: Back closes it, a reload keeps it.
      </Text>
      <Title order={3} size="h4">
        Expected answers
      </Title>
      <Text>
        The bulk migration's check looks each person up before sending. There, “404 Not found” means “not yet
        a customer”, and the row is sent as new: such calls are marked “Expected: not yet a customer” and left
        out of Errors only. Tick “Include expected ‘not found’ lookups” under Errors only to see them there
        too.
      </Text>
      <Title order={3} size="h4">
        What is never recorded
      </Title>
      <Text>
        The bearer token, the API key and any query value that looks like a credential (for example the user
        token of the token check) are never written: query values under such names show as [redacted].
      </Text>
      <Title order={3} size="h4">
        Reading the status
      </Title>
      <List>
        <List.Item>2xx (OK, Created): the service did what was asked.</List.Item>
        <List.Item>
          4xx: the service refused; the error code under the status says why. 401 Not signed in is a wrong
          token or API key; 403 Not allowed is a token without the right to this thing.
        </List.Item>
        <List.Item>
          429: the service asked the console to slow down; it paused and retried by itself.
        </List.Item>
        <List.Item>
          Not sent: the console did not send the call. “No access token” or “no API key”: the profile lacks
          it; add it in Profiles. “Invalid input”: the call’s message says which value was refused.
        </List.Item>
        <List.Item>
          No status with “network” or “timeout”: the service could not be reached. A write marked “outcome
          unknown” may have reached the service; the console never resends such a write on its own.
        </List.Item>
      </List>
      <Title order={3} size="h4">
        Export
      </Title>
      <Text>
        Export CSV saves the calls that match the filters (up to 5,000) as a UTF-8 CSV that opens cleanly in a
        spreadsheet. The log is kept in the data directory (activity/activity.jsonl) and rotated at 5 MB.
      </Text>
    </>
  );
}
