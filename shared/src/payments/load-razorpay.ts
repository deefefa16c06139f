import { loadScript } from '@campus/shared/ui';
import { RAZORPAY_CHECKOUT_SCRIPT_URL } from '../contract';
import type { RazorpayConstructor } from './razorpay';

/** The script the server's Content-Security-Policy allows with PAYMENT_PROVIDER=razorpay (README "Security headers"). */
export const RAZORPAY_SCRIPT_URL = RAZORPAY_CHECKOUT_SCRIPT_URL;

/**
 * Loads Razorpay's checkout script once per page and resolves with its constructor. A failed load is
 * forgotten, so the next checkout tries again instead of failing forever.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  return loadScript(RAZORPAY_SCRIPT_URL, () => window.Razorpay);
}
