import { TIMING } from '@campus/shared/contract';
import { selectToken, useAppSelector } from '@campus/shared/store';
import { Spinner } from '@campus/shared/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { GuardKind } from '../../../config/areas';
import { useAuthCheckQuery } from '../api/auth-api';

/** Why the guard sent someone to the login page, for the login page to say (LoginPage). */
export type GuardRedirectState = { from: string; reason?: 'not-admin' };

/** Whole seconds left until `deadline` (a Date.now() time), kept up to date. */
function useSecondsLeft(deadline: number): number {
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/** False for `ms`, then true. */
function useAfter(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/**
 * docs/product-rules.md "Route protection": the dashboard layouts ask the server whether this session may enter
 * (user-auth or admin-auth). Meanwhile a spinner counts down 2 seconds; without an ok by then, /login. The
 * spinner shows only once the check has taken longer than TIMING.guardQuietMs, so a member whose session
 * checks out goes straight in. A member the admin check refuses (403: signed in, not an admin) is told so there.
 */
export function AuthGuard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const { data, error } = useAuthCheckQuery({ kind, token }, { skip: !token, refetchOnMountOrArgChange: true });
  const allowed = data?.ok === true;
  const notAdmin = kind === 'admin' && error !== undefined && 'status' in error && error.status === 403;
  const navigate = useNavigate();
  const location = useLocation();
  const slow = useAfter(TIMING.guardQuietMs);
  const [deadline] = useState(() => Date.now() + TIMING.guardCountdownMs);

  useEffect(() => {
    if (error) console.warn(`The ${kind} check failed`, error);
  }, [error, kind]);

  useEffect(() => {
    if (allowed) return;
    const state: GuardRedirectState = notAdmin ? { from: location.pathname, reason: 'not-admin' } : { from: location.pathname };
    const timer = setTimeout(() => navigate(paths.login.href(), { replace: true, state }), TIMING.guardCountdownMs);
    return () => clearTimeout(timer);
  }, [allowed, notAdmin, navigate, location.pathname]);

  if (allowed) return <>{children}</>;
  return slow ? <GuardSpinner deadline={deadline} /> : <div aria-busy="true" />;
}

/** The spinner with its countdown to `deadline`; unmounted (and its timer gone) once access is granted. */
function GuardSpinner({ deadline }: { deadline: number }) {
  const secondsLeft = useSecondsLeft(deadline);
  return <Spinner label={`Checking your access… redirecting in ${secondsLeft} s`} />;
}
