import { List, Text, Title } from '@mantine/core';

/** The in-app help drawer: what the screen is for, and what happens to the customers' data at each step. */
export function MigrationHelp() {
  return (
    <>
      <Text>
        Changes many customers’ access at once from a CSV file, so that nothing is lost and nothing is done
        twice, even if the console closes or the connection drops half-way.
      </Text>
      <Title order={3} size="h4">
        Kinds of job
      </Title>
      <List size="sm">
        <List.Item>
          <b>Add customers (migration)</b>, the default: each row adds a person to a Mango (migrate-user),
          creating the user if needed.
        </List.Item>
        <List.Item>
          <b>Remove customers (revoke access)</b>: each row removes a person from a Mango (revoke-user), as
          the dashboard’s customers page does: their access ends at once. It cannot be undone; adding them
          back is a new migration. Columns: email or userId (userId wins when both are given), and mangoId (or
          one Mango for all rows). The dry run marks people who are not customers of the Mango: they are
          skipped.
        </List.Item>
        <List.Item>
          <b>Grant access (activate subscriptions)</b>: each row activates a subscription without a payment.
          Columns: subscriptionId alone, or userId and mangoId (or one Mango for all rows). The dry run skips
          people whose subscription to the Mango is already active. Undone by a Revoke access job.
        </List.Item>
        <List.Item>
          <b>Revoke access (halt subscriptions)</b>: each row halts a subscription (status “halted”, access
          ends at once); same columns as a grant. Only subscriptions created through the external API can be
          halted. It cannot be undone: a later grant is a new activation. The dry run skips people with no
          active subscription to the Mango.
        </List.Item>
        <List.Item>
          <b>Give badges</b>: columns email or userId, and badges (badge names or ids separated by ;). A row
          by email is looked up just before it is sent; an email the service does not know fails its row.
          Badges already held stay; the service offers no way to take one away. The dry run skips people who
          hold every badge of the row.
        </List.Item>
        <List.Item>
          <b>Give or take points</b>: columns email or userId (looked up the same way), score (a whole number,
          not 0; negative takes points away) and an optional reference, which tells two equal awards to one
          person apart (letter case and extra spaces do not count: “Quiz 1” and “quiz 1” are one award). It
          cannot be undone, and the dry run cannot check it: the points ledger cannot tell two awards of the
          same amount apart.
        </List.Item>
        <List.Item>
          These four send with the profile’s access token: a profile without one is refused before the job
          starts.
        </List.Item>
        <List.Item>
          Pick the kind before the file: the columns, the template, the checks and the confirmation follow it.
          The job list shows each job’s kind.
        </List.Item>
      </List>
      <Title order={3} size="h4">
        The migration file
      </Title>
      <List size="sm">
        <List.Item>
          UTF-8 (with or without BOM), comma or semicolon separated, one header row. Any size.
        </List.Item>
        <List.Item>
          Columns: name, email, phone, mangoId (or one Mango for all rows), and optionally validityDays,
          validUntil, dialCode, country. Download the template for the exact formats.
        </List.Item>
        <List.Item>
          The Mango column (a “Course” or “Product” column is read as one) may hold the Mango’s name as the
          Mangoes screen shows it, or its id. A name is matched exactly, then ignoring letter case and spaces.
          A name two Mangoes answer to is refused with both listed and their ids: write the id of the one you
          mean. A name that matches nothing lists close names. The preview shows the name and the id found;
          the job sends and records the id. Badge names work the same way in a badges file.
        </List.Item>
        <List.Item>
          One Mango for every row is remembered with the columns: the next file of the same kind with the same
          columns opens on it, unless that Mango no longer exists (a notice then says so). If the profile’s
          Mango list could not be loaded, the picker says so with the cause and a Retry; the file is checked
          again once the list loads.
        </List.Item>
        <List.Item>Phone is digits only (sent as a number). Put the dial code (+91) in dialCode.</List.Item>
        <List.Item>
          validUntil is DD/MM/YYYY or DD-MM-YYYY, not in the past, and wins over validityDays. dialCode wins
          over country.
        </List.Item>
        <List.Item>
          The same email twice for the same Mango: only the first row is sent (for a revoke, the same person
          and Mango).
        </List.Item>
      </List>
      <Title order={3} size="h4">
        Why a job and not a loop (every kind)
      </Title>
      <List size="sm">
        <List.Item>
          The service cannot tell a row sent twice from a second purchase: a row sent twice can enrol or
          charge that customer twice. So the console records each row on this computer before sending it and
          again when the service answers.
        </List.Item>
        <List.Item>
          A row that may have reached the service without its answer arriving is <b>uncertain</b>: the
          customer may or may not have been added (or removed). It is never sent again on its own: check it on
          the service, then send it again or skip it.
        </List.Item>
        <List.Item>
          The service accepts about 120 customers per 10 seconds. When it asks the console to slow down, the
          job waits the time the service asks for and goes on more slowly, speeding up again later. No row is
          lost or skipped while it waits.
        </List.Item>
        <List.Item>
          Jobs survive a restart: reopening the console resumes a running job where it stopped, from the
          record on this computer.
        </List.Item>
        <List.Item>
          Rows an earlier job of the same kind already did, found already done on the service, or still holds,
          are marked “Sent before” and skipped; the same file chosen again is recognised. Sending them again
          is a separate choice.
        </List.Item>
        <List.Item>
          Before writing a row, the job reads the service to see whether it is already done, unless a dry run
          read that row in the last 30 minutes; a row found done is skipped, never sent. Points have no such
          read: their rows rely on the reference and on what earlier jobs sent.
        </List.Item>
        <List.Item>
          One file makes one job: a double click or a second window never starts it twice.
        </List.Item>
        <List.Item>
          On a live profile the dry run runs before Send (unless you turn it off), then you type the row count
          and profile name to start. Rehearse on the Sandbox first.
        </List.Item>
        <List.Item>
          A job names its done rows in its kind’s word (Added, Removed, Granted, Halted, Given, Awarded), and
          its rows by what tells them apart for that kind: name, email and phone; user id; subscription id;
          Mango; badge ids; score and reference. A column no row fills is left out.
        </List.Item>
        <List.Item>
          Each job has its own address: opening a job and pressing Back returns to the job list.
        </List.Item>
      </List>
      <Title order={3} size="h4">
        Exports
      </Title>
      <Text size="sm">
        Invalid rows with their reasons, to fix and re-import; the results (all rows, or the rows the filter
        shows): your columns, the source row number, then status (succeeded, failed, uncertain, skipped or
        pending, the same words for every kind), orderId, subscriptionId, userId, errorMessage and time; and
        the failed rows alone, to fix and import again as they are. Cells that a spreadsheet would run as
        formulas are escaped. Every CSV starts with its header row.
      </Text>
      <Text size="sm">
        “Export results” holds every row of the file, in its order: the invalid rows too (status “invalid”,
        the reasons in errorMessage; they were never sent). A job started before invalid rows were kept with
        it says so above its rows. Every export of a job is named after the file, the job’s short id (the end
        of its id in the address) and the day it was made, then the profile and live or sandbox:{' '}
        <code>customers-results-k3x9qa-Sandbox-sandbox-2026-11-24.csv</code>, so two jobs of one file never
        save over each other.
      </Text>
    </>
  );
}
