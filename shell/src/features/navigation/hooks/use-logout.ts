import { baseApi } from '@campus/shared/api';
import { TIMING } from '@campus/shared/contract';
import { useDelayedNavigate } from '@campus/shared/host';
import { loggedOut, useAppDispatch } from '@campus/shared/store';
import { useCallback } from 'react';
import { paths } from '../../../config/paths';
import { toast } from '@campus/shared/ui';

/** docs/product-rules.md "Session": logout clears the session, the stored auth, the cart and cached data, then goes to /login after 1 s. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigateLater = useDelayedNavigate();
  return useCallback(() => {
    dispatch(loggedOut());
    // Nothing fetched for this session (orders, own listings) may show to whoever uses the browser next.
    dispatch(baseApi.util.resetApiState());
    toast.success('Logged out successfully!');
    navigateLater(paths.login.href(), TIMING.afterLogoutMs);
  }, [dispatch, navigateLater]);
}
