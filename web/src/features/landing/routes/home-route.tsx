import type { ReactNode } from 'react';
import { useMenu } from '../../../lib/session/menu';
import { UserHome } from '../components/user-home';
import { VisitorLanding } from '../components/visitor-landing';

/**
 * `/`: the signed-in home for a user the menu names, the landing page for a visitor. `lists` is the user's lists part
 * of the home, which the router brings from the lists feature.
 */
export function HomeRoute({ lists }: { lists?: ReactNode }) {
  const { data } = useMenu();
  const username = data?.username ?? null;
  return username === null ? <VisitorLanding /> : <UserHome username={username} lists={lists} />;
}
