import { useMenu } from '../../../lib/menu';
import { UserHome } from '../components/user-home';
import { VisitorLanding } from '../components/visitor-landing';

/** `/`: the signed-in home for a user the menu names, the landing page for a visitor. */
export function HomeRoute() {
  const { data } = useMenu();
  const username = data?.username ?? null;
  return username === null ? <VisitorLanding /> : <UserHome username={username} />;
}
