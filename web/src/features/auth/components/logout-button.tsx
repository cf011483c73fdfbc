import { webRoutes } from '@listok/contract/base';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { LogoutIcon } from '../../../components/icons';
import { showSuccess } from '../../../lib/notices/success-message';
import { useLogout } from '../api/logout';

/** The menu's log-out entry: a call (ending the session on the server), then the menu again and the home page. */
export function LogoutButton({ name, wide }: { name: string; wide: boolean }) {
  const navigate = useNavigate();
  const { logOut, isPending } = useLogout(async (answer) => {
    await navigate(webRoutes.home);
    showSuccess(answer.message);
  });
  return (
    <button
      type="button"
      disabled={isPending}
      className={`${buttonStyles.secondary} ${wide ? 'w-full' : 'min-h-10 px-4 py-2 text-sm'}`}
      onClick={() => void logOut()}
    >
      <LogoutIcon className="size-4" />
      {name}
    </button>
  );
}
