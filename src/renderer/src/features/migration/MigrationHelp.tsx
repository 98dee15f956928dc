import { List, Text, Title } from '@mantine/core';

/** The in-app help drawer: what the screen is for, and the service rules it protects you from. */
export function MigrationHelp() {
  return (
    <>
      <Text>
        Adds many customers to Mangoes from a CSV, with the service's <b>migrate-user</b> operation, so that
        nothing is lost and nobody is added twice, even if the console crashes or the network drops mid-way.
      </Text>
      <Title order={4}>The file</Title>
      <List size="sm">
        <List.Item>
          UTF-8 (with or without BOM), comma or semicolon separated, one header row. Any size.
        </List.Item>
        <List.Item>
          Columns: name, email, phone, mangoId (or one Mango for all rows), and optionally validityDays,
          validUntil, dialCode, country. Download the template for the exact formats.
        </List.Item>
        <List.Item>Phone is digits only (sent as a number). Put the dial code (+91) in dialCode.</List.Item>
        <List.Item>
          validUntil is DD/MM/YYYY or DD-MM-YYYY, not in the past, and wins over validityDays. dialCode wins
          over country.
        </List.Item>
        <List.Item>The same email twice for the same Mango: only the first row is sent.</List.Item>
      </List>
      <Title order={4}>Why a job and not a loop</Title>
      <List size="sm">
        <List.Item>
          migrate-user has no idempotency key: sending a row twice can enrol or charge twice. Each row is
          written to a journal on disk before its request and after the answer.
        </List.Item>
        <List.Item>
          A row whose request may have reached the service without a recorded answer is <b>uncertain</b>. It
          is never re-sent on its own: check it on the service, then re-send or skip.
        </List.Item>
        <List.Item>
          The service allows about 120 requests per 10 seconds. On a 429 every worker pauses for the advised
          time and the job continues more slowly, speeding up again after a quiet period.
        </List.Item>
        <List.Item>
          Jobs survive a restart: reopening the console resumes a running job from its journal.
        </List.Item>
        <List.Item>
          Rows an earlier job already migrated, or still holds, are marked “Sent before” and skipped; the same
          file chosen again is recognised. Sending them again is a separate choice.
        </List.Item>
        <List.Item>
          On a live profile the dry run runs before Send (unless you turn it off), then you type the row count
          and profile name to start. Rehearse on the Sandbox first.
        </List.Item>
      </List>
      <Title order={4}>Exports</Title>
      <Text size="sm">
        Invalid rows with their reasons, to fix and re-import; the results (all rows, or the rows the filter
        shows): your columns, the source row number, then status, orderId, subscriptionId, userId,
        errorMessage and time; and the failed rows alone, to fix and import again as they are. Cells that a
        spreadsheet would run as formulas are escaped.
      </Text>
    </>
  );
}
