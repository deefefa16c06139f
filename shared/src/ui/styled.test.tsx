import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectStyles, createGlobalStyle, css, keyframes, styled } from './styled';
import { theme } from './theme';

/** Every rule the page's style sheets hold, as text without white space. */
const pageCss = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n')
    .replace(/[ \t]+/g, '');

describe('styled', () => {
  it('renders the element with a class holding its CSS, and the theme in every interpolation', () => {
    const Title = styled.h2`
      color: ${({ theme: { colors } }) => colors.primary};
      margin: 0;
    `;
    render(<Title>Shelf</Title>);
    const title = screen.getByRole('heading', { name: 'Shelf' });
    expect(getComputedStyle(title).color).toBe('rgb(31, 78, 121)');
    expect(title.className).toMatch(/^c[0-9a-z]+$/);
  });

  it('keeps $-props from the DOM, passes the others, and merges a given class name', () => {
    const Box = styled.div<{ $wide: boolean }>`
      width: ${({ $wide }) => ($wide ? '200px' : '100px')};
    `;
    render(
      <Box $wide data-testid="box" className="given" aria-label="Box">
        x
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box).not.toHaveAttribute('$wide');
    expect(box).toHaveAttribute('aria-label', 'Box');
    expect(box.className).toMatch(/^c[0-9a-z]+ given$/);
    expect(getComputedStyle(box).width).toBe('200px');
  });

  it("gives the same CSS the same class and other props' CSS another", () => {
    const Dot = styled.span<{ $on: boolean }>`
      opacity: ${({ $on }) => ($on ? 1 : 0.5)};
    `;
    render(
      <>
        <Dot $on data-testid="a" />
        <Dot $on data-testid="b" />
        <Dot $on={false} data-testid="c" />
      </>,
    );
    expect(screen.getByTestId('a').className).toBe(screen.getByTestId('b').className);
    expect(screen.getByTestId('c').className).not.toBe(screen.getByTestId('a').className);
    expect(getComputedStyle(screen.getByTestId('c')).opacity).toBe('0.5');
  });

  it('resolves css fragments with the props of the component they are used in, nested and conditional', () => {
    const tone = css<{ $tone: 'calm' | 'loud' }>`
      ${({ $tone }) =>
        $tone === 'loud'
          ? css`
              font-weight: 700;
            `
          : false}
      color: ${({ $tone, theme: { colors } }) => ($tone === 'loud' ? colors.danger : colors.text)};
    `;
    const Note = styled.p<{ $tone: 'calm' | 'loud' }>`
      ${tone}
    `;
    render(
      <>
        <Note $tone="loud">Loud</Note>
        <Note $tone="calm">Calm</Note>
      </>,
    );
    expect(getComputedStyle(screen.getByText('Loud')).fontWeight).toBe('700');
    expect(getComputedStyle(screen.getByText('Loud')).color).toBe('rgb(179, 38, 30)');
    expect(getComputedStyle(screen.getByText('Calm')).fontWeight).not.toBe('700');
  });

  it('extends a styled component into one class whose own rules win, whatever was inserted first', () => {
    const Base = styled.button`
      display: inline-flex;
      color: green;
    `;
    const Hidden = styled(Base)`
      display: none;
    `;
    // The extension renders first, so its CSS is in the sheet before the base's would be.
    render(
      <>
        <Hidden data-testid="hidden">Filters</Hidden>
        <Base data-testid="base">Go</Base>
      </>,
    );
    const hidden = screen.getByTestId('hidden');
    expect(hidden.tagName).toBe('BUTTON');
    expect(hidden.className.split(' ')).toHaveLength(1);
    expect(getComputedStyle(hidden).display).toBe('none');
    expect(getComputedStyle(hidden).color).toBe('rgb(0, 128, 0)');
    expect(getComputedStyle(screen.getByTestId('base')).display).toBe('inline-flex');
  });

  it('styles any component that takes a class name, and passes it everything but $-props', () => {
    const Label = ({ className, children, ...rest }: { className?: string; children: ReactNode; title?: string }) => (
      <em className={className} {...rest}>
        {children}
      </em>
    );
    const Styled = styled(Label)<{ $size: number }>`
      font-size: ${({ $size }) => `${$size}px`};
    `;
    render(
      <Styled $size={20} title="tip">
        Hi
      </Styled>,
    );
    const label = screen.getByText('Hi');
    expect(label).toHaveAttribute('title', 'tip');
    expect(label).not.toHaveAttribute('$size');
    expect(getComputedStyle(label).fontSize).toBe('20px');
  });

  it('applies attrs as defaults the props can override, and extensions keep them', () => {
    const Action = styled.button.attrs((props) => ({ type: props.type ?? 'button' }))`
      margin: 0;
    `;
    const Wide = styled(Action)`
      width: 100%;
    `;
    render(
      <>
        <Action>Plain</Action>
        <Action type="submit">Send</Action>
        <Wide>Wide</Wide>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Wide' })).toHaveAttribute('type', 'button');
  });

  it('compiles nested selectors, & and media queries under the class', () => {
    const Item = styled.li`
      color: black;
      &:hover { color: red; }
      a { text-decoration: none; }
      @media (min-width: 768px) { padding: 1rem; }
    `;
    render(<Item data-testid="item" />);
    const name = screen.getByTestId('item').className;
    const rules = pageCss();
    expect(rules).toContain(`.${name}:hover{color:red;}`);
    expect(rules).toContain(`.${name}a{text-decoration:none;}`);
    expect(rules).toMatch(new RegExp(`@media\\(min-width:768px\\)\\{\\s*\\.${name}\\{padding:1rem;\\}`));
  });

  it('inserts keyframes once used, under their own name', () => {
    const spin = keyframes`to { transform: rotate(360deg); }`;
    const Wheel = styled.div`
      animation: ${spin} 1s linear infinite;
    `;
    render(<Wheel data-testid="wheel" />);
    const name = screen.getByTestId('wheel').className;
    const animation = new RegExp(`\\.${name}\\{animation:(k[0-9a-z]+)1slinearinfinite;\\}`).exec(pageCss())?.[1];
    expect(animation).toBeDefined();
    expect(pageCss()).toContain(`@keyframes${animation}{`);
  });

  it("gives the style element it fills the page's nonce, so the Content-Security-Policy lets its rules in", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'r4nd0m-n0nce');
    document.head.prepend(meta);
    // A new page: the site's style element is made again (with every rule), as on a page that lost it.
    document.querySelector('style[data-styled]')?.remove();
    try {
      const Note = styled.p`
        color: ${({ theme: { colors } }) => colors.primary};
      `;
      render(<Note>Nonce</Note>);
      const sheets = document.querySelectorAll<HTMLStyleElement>('style[data-styled]');
      expect(sheets).toHaveLength(1);
      expect(sheets[0]?.getAttribute('nonce')).toBe('r4nd0m-n0nce');
      expect(getComputedStyle(screen.getByText('Nonce')).color).toBe('rgb(31, 78, 121)');
    } finally {
      meta.remove();
    }
  });

  it('puts global styles in the page while they are rendered', () => {
    const Global = createGlobalStyle`
      mark { background: ${({ theme: { colors } }) => colors.attention}; }
    `;
    render(
      <>
        <Global />
        <mark>Note</mark>
      </>,
    );
    expect(getComputedStyle(screen.getByText('Note')).backgroundColor).toBe('rgb(255, 248, 230)');
  });
});

describe('collectStyles (the server first paint)', () => {
  const Card = styled.article<{ $sold: boolean }>`
    border: 1px solid ${({ theme: { colors } }) => colors.border};
    opacity: ${({ $sold }) => ($sold ? 0.6 : 1)};
  `;

  it('returns the rules the render used, with the class names the page will use', () => {
    const { result: html, css: collected } = collectStyles(() => renderToString(<Card $sold>Lamp</Card>));
    const name = /class="([^"]+)"/.exec(html)?.[1];
    expect(collected).toBe(`.${name}{border:1px solid ${theme.colors.border};opacity:0.6;}`);

    render(<Card $sold>Lamp</Card>);
    expect(screen.getByText('Lamp').className).toBe(name);
  });

  it('collects each render on its own: a second render gets every rule it uses again', () => {
    const first = collectStyles(() => renderToString(<Card $sold={false}>A</Card>)).css;
    const second = collectStyles(() => renderToString(<Card $sold={false}>B</Card>)).css;
    expect(second).toBe(first);
    expect(second).not.toBe('');
  });

  it('collects keyframes and global styles too', () => {
    const pulse = keyframes`50% { opacity: 0.4; }`;
    const Dot = styled.span`
      animation: ${pulse} 2s infinite;
    `;
    const Global = createGlobalStyle`body { margin: 0; }`;
    const { css: collected } = collectStyles(() =>
      renderToString(
        <>
          <Global />
          <Dot />
        </>,
      ),
    );
    expect(collected).toContain('body{margin:0;}');
    expect(collected).toMatch(/@keyframes k[0-9a-z]+\{50%\{opacity:0\.4;\}\}/);
  });
});
