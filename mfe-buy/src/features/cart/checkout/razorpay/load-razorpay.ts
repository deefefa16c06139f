import type { RazorpayConstructor } from './razorpay';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

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
