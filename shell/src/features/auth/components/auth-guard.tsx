import { TIMING } from '@campus/shared/contract';
import { selectToken, useAppSelector } from '@campus/shared/store';
import { Spinner } from '@campus/shared/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { GuardKind } from '../../../config/areas';
import { useAuthCheckQuery } from '../api/auth-api';

/** Seconds left of the guard's countdown, ticking once a second. */
function useCountdown(totalMs: number): number {
  const [left, setLeft] = useState(Math.ceil(totalMs / 1000));
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return left;
}

/**
 * SPEC §2 "Route protection": the dashboard layouts ask the server whether this session may enter
 * (user-auth or admin-auth). Meanwhile a spinner counts down 2 seconds; without an ok by then, /login.
 */
export function AuthGuard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const { data, error } = useAuthCheckQuery({ kind, token }, { skip: !token, refetchOnMountOrArgChange: true });
  const allowed = data?.ok === true;
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (error) console.warn(`The ${kind} check failed`, error);
  }, [error, kind]);

  useEffect(() => {
    if (allowed) return;
    const timer = setTimeout(
      () => navigate(paths.login.href(), { replace: true, state: { from: location.pathname } }),
      TIMING.guardCountdownMs,
    );
    return () => clearTimeout(timer);
  }, [allowed, navigate, location.pathname]);

  return allowed ? <>{children}</> : <GuardSpinner />;
}

/** The spinner with its countdown; unmounted (and its timer gone) once access is granted. */
function GuardSpinner() {
  const secondsLeft = useCountdown(TIMING.guardCountdownMs);
  return <Spinner label={`Checking your access… redirecting in ${secondsLeft} s`} />;
}
