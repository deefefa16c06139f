import { styled } from 'styled-components';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<Key extends string> {
  key: Key;
  label: string;
}

const TabList = styled.div`
  display: flex;
  gap: 0.25rem;
  margin-bottom: 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/* The chosen tab is said by aria-selected and shown by weight and an underline, not by colour alone. */
const TabButton = styled.button`
  flex: 1 1 0;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: none;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex: 0 0 auto;
  }
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

interface TabsProps<Key extends string> {
  label: string;
  tabs: readonly Tab<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** The id prefix of the tabs and their panel. */
  idPrefix: string;
  children: ReactNode;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs as WAI-ARIA has them: one tab stop (the chosen tab), the arrow keys, Home and End move to another tab and
 * choose it (the caller keeps the choice, in the URL), the panel after them holds what the chosen one shows.
 */
export function Tabs<Key extends string>({ label, tabs, selected, onSelect, idPrefix, children }: TabsProps<Key>) {
  const refs = useRef(new Map<Key, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)];
    if (!next) return;
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <TabButton
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </TabButton>
        ))}
      </TabList>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
