import { List, Text, Title } from '@mantine/core';

/** In-app help of the customer view. */
export function CustomersHelp() {
  return (
    <>
      <Text>
        Find a person by email, phone number or user id. Their page gathers what the service spreads over
        several pages: who they are, their subscriptions, certificates, course progress and points.
      </Text>
      <Title order={3} size="h4">
        Subscriptions
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          <b>Add a subscription</b> after the person paid through your own payment gateway. The transaction id
          is the service’s guard against doing it twice: the same id creates one subscription however often it
          is sent, so a retry keeps the id. Paste your gateway’s payment id, or keep the one the form made.
          The amount is filled in from the chosen Mango’s price as the service holds it; change it to what the
          person actually paid.
        </List.Item>
        <List.Item>
          <b>Grant</b> gives access again without payment (an ended, halted or revoked subscription).
        </List.Item>
        <List.Item>
          <b>Revoke</b> halts access at once. The service revokes only subscriptions made with{' '}
          <i>Add a subscription</i>. One added by a migration (<i>Active (manual)</i>) or <i>Add customer</i>{' '}
          on the dashboard, or paid through the service’s checkout, says so under its Mango and its Revoke is
          disabled with the reason: use <i>Remove from this Mango</i> instead.
        </List.Item>
        <List.Item>
          <b>Refund</b> is two steps: <i>Start refund</i> halts the subscription and notifies the person;
          refund the money on your gateway, then <i>Complete refund</i>. Neither step can be undone. Only
          orders made with <i>Add a subscription</i> can be refunded here.
        </List.Item>
        <List.Item>
          <b>Remove from this Mango</b> (under <i>More</i>) does what removing a customer on the service
          dashboard’s customers page does: access to that Mango ends at once, however it was bought. It cannot
          be undone; adding the person back is a migration (Bulk jobs). It uses the profile’s API key: add one
          on the Profiles screen if the profile has none.
        </List.Item>
      </List>
      <Text size="sm">
        Each write is sent once. Just before it, the console reads the person’s subscriptions: if another
        console already made the change, or an earlier try whose answer was lost did, nothing is sent and the
        result says so, with when. After a lost answer (“The answer was lost”), do the same action again to
        find out. A refusal by the service says why and that nothing changed.
      </Text>
      <Text size="sm">
        Active subscriptions come first, ten to a page. A person’s name anywhere else in the console links to
        their page here.
      </Text>
      <Title order={3} size="h4">
        Certificates and course progress
      </Title>
      <Text>
        The certificate list uses an operation the service may retire. The service has no read of a learner’s
        course progress: the figures shown are the course events your console’s webhook receiver got for this
        person. Subscribe the receiver to the course events on the Webhooks screen to collect them.
      </Text>
      <Title order={3} size="h4">
        Add a person
      </Title>
      <Text>
        Creates the person on your host, or finds the one who already has that email or phone, and opens their
        page.
      </Text>
    </>
  );
}
