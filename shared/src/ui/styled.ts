// The site's styled components: the subset of styled-components' API the site uses (`styled.tag`, `styled(C)`,
// `.attrs`, `css`, `keyframes`, `createGlobalStyle`, `$`-props kept from the DOM, the theme in every
// interpolation), on stylis, the CSS compiler styled-components itself runs. styled-components weighed 8.6 KB
// of brotli in every page's first load; this is under 1 KB (bench/README.md, "The 150 KB budget").
//
// A class name is a hash of the component's CSS, so the server's first paint and the page name the same rule
// the same way (README "First paint from the server"). A styled component styling another one merges their
// rules into one class (the extension's last), so the extension wins whatever order the rules were inserted in.
import {
  createElement,
  type ComponentPropsWithRef,
  type ElementType,
  type FunctionComponent,
  type JSX,
  type ReactElement,
} from 'react';
import { hashName, insert } from './styled-sheet';
import { theme, type Theme } from './theme';

export { collectStyles } from './styled-sheet';

type Falsy = false | null | undefined;

const FRAGMENT = Symbol('css fragment');
const KEYFRAMES = Symbol('keyframes');
const STYLED = Symbol('styled component');

/** A piece of CSS written with `css`, resolved with the props of the component it ends up in. */
export interface CssFragment<P> {
  readonly [FRAGMENT]: { readonly strings: readonly string[]; readonly values: readonly Interpolation<P>[] };
}

/** An animation written with `keyframes`: interpolated, it is the animation's name (and its rule is inserted). */
export interface Keyframes {
  readonly [KEYFRAMES]: string;
}

export type StyleProps<P> = P & { theme: Theme };

export type Interpolation<P> =
  | string
  | number
  | Falsy
  | true
  | CssFragment<P>
  | Keyframes
  | ((props: StyleProps<P>) => Interpolation<P>)
  | readonly Interpolation<P>[];

type Attrs = (props: Record<string, unknown>) => Record<string, unknown>;

interface StyledInternals {
  target: ElementType;
  rules: readonly CssFragment<never>[];
  attrs: readonly Attrs[];
}

/** A component made by `styled`: it renders its target with a class holding its CSS. */
export type StyledComponent<T extends ElementType, P extends object> = FunctionComponent<
  Omit<ComponentPropsWithRef<T>, keyof P> & P
> & { readonly [STYLED]: StyledInternals };

export interface StyledFactory<T extends ElementType, A extends object = object> {
  // NoInfer: the props come from the type argument (`styled.div<{ $open: boolean }>`), never from what an
  // interpolation happens to accept (a helper reading `theme` would otherwise make `theme` a required prop).
  <P extends object = object>(
    strings: TemplateStringsArray,
    ...values: Interpolation<NoInfer<Omit<ComponentPropsWithRef<T>, keyof (A & P)> & A & P>>[]
  ): StyledComponent<T, A & P>;
  /** Props the component always gets (a function of the props given), as styled-components' `.attrs`. */
  attrs<P extends object = object>(
    attrs: (props: Omit<ComponentPropsWithRef<T>, keyof (A & P)> & A & P) => Partial<ComponentPropsWithRef<T>>,
  ): StyledFactory<T, A & P>;
}

// ── Templates ───────────────────────────────────────────────────────────────────────────────────────────────

function fragment<P>(strings: readonly string[], values: readonly Interpolation<P>[]): CssFragment<P> {
  return { [FRAGMENT]: { strings, values } };
}

function isFragment(value: unknown): value is CssFragment<unknown> {
  return typeof value === 'object' && value !== null && FRAGMENT in value;
}

function isKeyframes(value: unknown): value is Keyframes {
  return typeof value === 'object' && value !== null && KEYFRAMES in value;
}

/** The CSS text of an interpolation for these props (styled-components' rules: false, null, undefined, true are nothing). */
function resolve<P>(value: Interpolation<P>, props: StyleProps<P>): string {
  if (value === false || value === true || value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'function') return resolve(value(props), props);
  if (Array.isArray(value)) return value.map((item: Interpolation<P>) => resolve(item, props)).join('');
  if (isKeyframes(value)) return keyframesName(value);
  if (isFragment(value)) {
    const { strings, values } = value[FRAGMENT];
    let text = strings[0] ?? '';
    for (let index = 0; index < values.length; index += 1) text += resolve(values[index], props) + (strings[index + 1] ?? '');
    return text;
  }
  return '';
}

/** CSS to reuse inside styled components: resolved with the props of the component it is used in. */
export function css<P extends object = object>(strings: TemplateStringsArray, ...values: Interpolation<NoInfer<P>>[]): CssFragment<P> {
  return fragment(strings, values);
}

export function keyframes(strings: TemplateStringsArray, ...values: Interpolation<object>[]): Keyframes {
  return { [KEYFRAMES]: resolve(fragment(strings, values), { theme }) };
}

function keyframesName(value: Keyframes): string {
  const body = value[KEYFRAMES];
  const name = hashName('k', body);
  insert(name, () => `@keyframes ${name}{${body}}`);
  return name;
}

/** CSS for the whole document (not scoped to a class): a component that puts it in the page while it is rendered. */
export function createGlobalStyle(strings: TemplateStringsArray, ...values: Interpolation<object>[]): FunctionComponent {
  const rules = fragment(strings, values);
  function GlobalStyle() {
    const text = resolve(rules, { theme });
    insert(hashName('g', text), () => text);
    return null;
  }
  return GlobalStyle;
}

// ── Components ──────────────────────────────────────────────────────────────────────────────────────────────

function isStyled(target: unknown): target is { [STYLED]: StyledInternals } {
  return typeof target === 'function' && STYLED in target;
}

function classFor(rules: readonly CssFragment<never>[], props: StyleProps<Record<string, unknown>>): string {
  let text = '';
  for (const rule of rules) text += resolve(rule as Interpolation<typeof props>, props);
  const name = hashName('c', text);
  insert(name, () => `.${name}{${text}}`);
  return name;
}

function createStyled(internals: StyledInternals): StyledComponent<ElementType, object> {
  const { target, rules, attrs } = internals;
  function Styled(given: Record<string, unknown>): ReactElement {
    let props: Record<string, unknown> = given;
    for (const attr of attrs) props = { ...props, ...attr(props) };
    const name = classFor(rules, { ...props, theme });
    // Props starting with $ style the component and never reach the element (or the component) it renders.
    const forwarded: Record<string, unknown> = {};
    for (const key of Object.keys(props)) if (!key.startsWith('$')) forwarded[key] = props[key];
    forwarded.className = typeof props.className === 'string' && props.className ? `${name} ${props.className}` : name;
    return createElement(target, forwarded);
  }
  const label = typeof target === 'string' ? target : (target.displayName ?? target.name ?? 'Component');
  Styled.displayName = `styled(${label})`;
  return Object.assign(Styled, { [STYLED]: internals }) as unknown as StyledComponent<ElementType, object>;
}

function factory(base: StyledInternals): StyledFactory<ElementType> {
  const make = (strings: TemplateStringsArray, ...values: Interpolation<never>[]) =>
    createStyled({ ...base, rules: [...base.rules, fragment(strings, values)] });
  return Object.assign(make, {
    attrs: (attrs: Attrs) => factory({ ...base, attrs: [...base.attrs, attrs] }),
  }) as unknown as StyledFactory<ElementType>;
}

function styledOf<T extends ElementType>(target: T): StyledFactory<T> {
  // Styling a styled component extends it: its target, its attrs and its rules, then the new ones.
  const base: StyledInternals = isStyled(target) ? target[STYLED] : { target, rules: [], attrs: [] };
  return factory(base) as unknown as StyledFactory<T>;
}

type StyledTags = { readonly [K in keyof JSX.IntrinsicElements]: StyledFactory<K> };

/** `styled.div\`…\``, `styled(Component)\`…\``: as styled-components. */
export const styled = new Proxy(styledOf, {
  get: (target, tag) => (typeof tag === 'string' ? styledOf(tag as ElementType) : Reflect.get(target, tag)),
}) as typeof styledOf & StyledTags;
