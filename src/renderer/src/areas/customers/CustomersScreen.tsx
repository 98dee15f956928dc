import { useAreaPath } from '../../data/route';
import { Screen } from '../../components/Screen';
import { CustomerPage } from './CustomerPage';
import { FindPerson } from './FindPerson';

/**
 * The customer view: `#/customers` finds a person (or adds one), `#/customers/user/<userId>` is that
 * person's page with their subscriptions, certificates, course progress and points.
 */
export function CustomersScreen() {
  const [path, go] = useAreaPath('customers');
  const userId = path[0] === 'user' ? path[1] : undefined;
  return (
    <Screen
      testId="customers-screen"
      gap="lg"
      maw={1180}
      title="Customers"
      description="Find a person by email or phone and see their subscriptions, certificates and progress in one place."
      help="customers"
    >
      {userId ? (
        <CustomerPage userId={userId} onBack={() => go([])} />
      ) : (
        <FindPerson onOpen={(id) => go(['user', id])} />
      )}
    </Screen>
  );
}
