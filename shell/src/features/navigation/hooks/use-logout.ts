import { TIMING } from '@campus/shared/contract';
import { useDelayedNavigate } from '@campus/shared/host';
import { logOut, useAppDispatch } from '@campus/shared/store';
import { useCallback } from 'react';
import { paths } from '../../../config/paths';

/** docs/product-rules.md "Session": logout clears the session, the stored auth, the cart and cached data, then goes to /login after 1 s. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigateLater = useDelayedNavigate();
  return useCallback(() => {
    dispatch(logOut('Logged out successfully!'));
    navigateLater(paths.login.href(), TIMING.afterLogoutMs);
  }, [dispatch, navigateLater]);
}
