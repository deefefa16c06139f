// One way to load a third-party script the page needs only sometimes (Google's sign-in, Razorpay's checkout):
// docs/decisions/0013-browser-features-over-hand-written.md. The Content-Security-Policy lets scripts in by their
// origin, never by a nonce (README "Security headers"), so the element carries none; its origin must be allowed
// in shared/src/contract/security-policy.js.

const loading = new Map<string, Promise<unknown>>();

/**
 * Adds the script at `src` to the page once and resolves with what it defines, read by `ready` (its global):
 * at once when that is already there, otherwise after the script has run. It rejects when the script cannot
 * be loaded or runs without defining it; the failed element is removed and the failure forgotten, so the next
 * call tries again (the network may be back).
 */
export function loadScript<T>(src: string, ready: () => T | undefined): Promise<T> {
  const defined = ready();
  if (defined !== undefined) return Promise.resolve(defined);
  const pending = loading.get(src) as Promise<T> | undefined;
  if (pending) return pending;
  const load = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = (why: string) => {
      loading.delete(src);
      script.remove();
      reject(new Error(`The script ${src} ${why}`));
    };
    script.addEventListener('load', () => {
      const value = ready();
      if (value === undefined) fail('loaded without defining what the page needs');
      else resolve(value);
    });
    script.addEventListener('error', () => fail('could not be loaded'));
    document.head.append(script);
  });
  loading.set(src, load);
  return load;
}
