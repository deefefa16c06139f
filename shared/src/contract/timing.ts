/** The redirect delays of docs/product-rules.md "Timings and constants" and other client timings, in milliseconds. */
export const TIMING = {
  afterLogoutMs: 1000,
  afterLoginMs: 2000,
  afterRegisterMs: 2000,
  guardCountdownMs: 2000,
  /** The guard's check is silent this long: a member whose session checks out never sees it. */
  guardQuietMs: 300,
  afterBuyNowMs: 1000,
  afterCreateListingMs: 1500,
  scrollTopThresholdPx: 200,
  /** A remote that has not loaded by then shows its fallback (the issue asks for < 5 s). */
  remoteLoadTimeoutMs: 4000,
  /** A typed search or price asks the server once the student pauses this long, not at every keystroke (README "Search"). */
  typingPauseMs: 300,
} as const;
