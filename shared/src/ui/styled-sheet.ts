// The style sheet behind the site's styled components (styled.ts): each class, keyframes or global style's rules,
// compiled once with stylis and put into the page's one <style> element (with the page's nonce), or collected
// for the server's first paint (README "First paint from the server").
import { compile, middleware, rulesheet, serialize, stringify } from 'stylis';
import { styleNonce } from './style-nonce';

/** The rules of each class (or keyframes) name, compiled once. */
const compiled = new Map<string, readonly string[]>();
/** Names whose rules are in the page's style sheet. */
const inPage = new Set<string>();
let pageSheet: HTMLStyleElement | null = null;
/** While the server renders a first paint: the rules it used, in order (see collectStyles). */
let collector: { names: Set<string>; rules: string[] } | null = null;

/** A short, stable name for a text: the same CSS gets the same class on the server and in the page. */
export function hashName(prefix: string, text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33) ^ text.charCodeAt(index);
  return `${prefix}${(hash >>> 0).toString(36)}`;
}

/** stylis' output split into top-level rules (a rule, a @media block, a @keyframes), as `insertRule` takes them. */
function toRules(css: string): string[] {
  const rules: string[] = [];
  serialize(compile(css), middleware([stringify, rulesheet((rule) => rules.push(rule))]));
  return rules;
}

function sheet(): CSSStyleSheet | null {
  // A document that lost the element (a test resetting <head>) gets a new one, and every rule again.
  if (!pageSheet?.isConnected) {
    pageSheet = document.createElement('style');
    pageSheet.dataset.styled = '';
    // Without the page's nonce the Content-Security-Policy would keep the element's rules out of the page.
    const nonce = styleNonce();
    if (nonce) pageSheet.setAttribute('nonce', nonce);
    document.head.append(pageSheet);
    inPage.clear();
  }
  return pageSheet.sheet;
}

/** Makes sure the rules named `name` (compiled by `css()` from the CSS) are where the current render needs them. */
export function insert(name: string, css: () => string): void {
  let rules = compiled.get(name);
  if (collector) {
    if (collector.names.has(name)) return;
    rules ??= toRules(css());
    compiled.set(name, rules);
    collector.names.add(name);
    collector.rules.push(...rules);
    return;
  }
  if (typeof document === 'undefined') return;
  const target = sheet();
  if (!target || inPage.has(name)) return;
  rules ??= toRules(css());
  compiled.set(name, rules);
  inPage.add(name);
  for (const rule of rules) {
    try {
      target.insertRule(rule, target.cssRules.length);
    } catch {
      // A rule this browser cannot parse is skipped, as it would be in a style sheet.
    }
  }
}

/**
 * Renders with the CSS it uses collected rather than put into a page (the server's first paint): `render` runs
 * synchronously, and the rules of every class, keyframes and global style it used come back with its result.
 */
export function collectStyles<T>(render: () => T): { result: T; css: string } {
  const outer = collector;
  const own = { names: new Set<string>(), rules: [] as string[] };
  collector = own;
  try {
    const result = render();
    return { result, css: own.rules.join('') };
  } finally {
    collector = outer;
  }
}

