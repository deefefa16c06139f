import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };

/** Something a page's Content-Security-Policy refused, as Chromium told of it. */
export interface CspViolation {
  /** `console`: Chromium's console message; `event`: the page's `securitypolicyviolation` event. */
  via: 'console' | 'event';
  /** The page it happened in. */
  page: string;
  /** The console message, or the event's directive, what it blocked and where. */
  report: string;
}

/** What the page reports of a `securitypolicyviolation` event (an init script runs this in every frame). */
interface ViolationEvent {
  documentURI: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

const REPORT_BINDING = '__campusCspViolation';

/**
 * Records every violation of the site's Content-Security-Policy in `context`'s pages: Chromium's console message
 * (it is there even in a page without JavaScript, for a style element or attribute the policy refused) and the
 * page's `securitypolicyviolation` event (with the directive and what was blocked).
 */
async function watch(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push({ via: 'console', page: message.page()?.url() ?? '', report: message.text() });
    }
  });
  await context.exposeBinding(REPORT_BINDING, (_source, event: ViolationEvent) => {
    violations.push({
      via: 'event',
      page: event.documentURI,
      report: `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
    });
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (event: ViolationEvent) => void>)[binding];
      report?.({
        documentURI: event.documentURI,
        effectiveDirective: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        sample: event.sample,
      });
    });
  }, REPORT_BINDING);
}

/** The check every test ends with: nothing the site's Content-Security-Policy refused in any of its pages. */
export function expectNoCspViolations(violations: readonly CspViolation[]): void {
  expect(violations, 'Content-Security-Policy violations in the pages of this test').toEqual([]);
}

/**
 * Every spec's `test`: the site must work under its Content-Security-Policy (README "Security headers"), so a
 * test fails when any page it opened, in any browser context it made, reported a violation. `cspViolations` is
 * the list so far; a test that breaks the policy on purpose takes what it expected off it.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: CspViolation[] = [];
      await watch(context, violations);
      // Contexts a test makes itself (a second member, a phone, a browser without JavaScript) are watched too.
      const newContext = browser.newContext.bind(browser);
      const watched: Pick<Browser, 'newContext'> = browser;
      watched.newContext = async (options) => {
        const made = await newContext(options);
        await watch(made, violations);
        return made;
      };
      try {
        await use(violations);
      } finally {
        // Back to Browser's own method (the browser serves the worker's next test).
        Reflect.deleteProperty(browser, 'newContext');
      }
      expectNoCspViolations(violations);
    },
    { auto: true },
  ],
});
