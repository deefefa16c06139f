import { RAZORPAY_CHECKOUT_SCRIPT_URL } from '@campus/shared/contract';
import type { RazorpayConstructor } from './razorpay';

/** The script the server's Content-Security-Policy allows with PAYMENT_PROVIDER=razorpay (README "Security headers"). */
export const RAZORPAY_SCRIPT_URL = RAZORPAY_CHECKOUT_SCRIPT_URL;

let pending: Promise<RazorpayConstructor> | null = null;

/**
 * Loads Razorpay's checkout script once per page and resolves with its constructor. A failed load is
 * forgotten, so the next checkout tries again instead of failing forever.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  pending ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    const fail = () => {
      pending = null;
      script.remove();
      reject(new Error('The Razorpay checkout script could not be loaded'));
    };
    script.addEventListener('load', () => (window.Razorpay ? resolve(window.Razorpay) : fail()));
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return pending;
}
