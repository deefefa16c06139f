// The payment window, whatever is paid for (docs/architecture.md "Payments"): the sandbox's card dialog, Razorpay's
// script and types, and the hook that opens the right one for a payable checkout and verifies it. Buy pays a cart's
// checkout with it, the dashboard a booking. Not a shared singleton: it holds no state of its own (its calls go
// through the one api of @campus/shared/api, its dialog through @campus/shared/ui), so each area that pays bundles
// it, and the shell's first load carries none of it.
export { loadRazorpay, RAZORPAY_SCRIPT_URL } from './load-razorpay';
export type { RazorpayConstructor, RazorpayInstance, RazorpayOptions, RazorpaySuccessResponse } from './razorpay';
export { SandboxPaymentDialog } from './sandbox-payment-dialog';
export { usePaymentWindow, type PayableCheckout } from './use-payment-window';
