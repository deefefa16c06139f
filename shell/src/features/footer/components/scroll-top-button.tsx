import { TIMING } from '@campus/shared/contract';
import { useSyncExternalStore } from 'react';
import { styled } from 'styled-components';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** A boolean snapshot, so the button re-renders only when the page crosses the threshold. */
const isScrolledDown = () => window.scrollY > TIMING.scrollTopThresholdPx;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const Button = styled.button`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 20;
  width: 48px;
  height: 48px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 4px 12px rgba(16, 24, 40, 0.3);
  font-size: 1.4rem;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    filter: brightness(0.95);
  }
`;

/** docs/product-rules.md "Footer": appears once the page is scrolled more than 200 px and glides back to the top. */
export function ScrollTopButton() {
  const visible = useSyncExternalStore(subscribe, isScrolledDown, () => false);
  if (!visible) return null;
  return (
    <Button
      type="button"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </Button>
  );
}
