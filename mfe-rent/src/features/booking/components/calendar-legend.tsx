import { css, styled } from 'styled-components';

/**
 * How a day of the booking calendar looks in each state, by its `data-state` (and today by `aria-current` or
 * `data-today`): picked days filled, taken days struck through on a hatched ground, today framed. Each state
 * differs by more than its colour, and the legend says what each means.
 */
export const dayStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font-variant-numeric: tabular-nums;
  &[aria-current='date'],
  &[data-today] {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[data-state='taken'] {
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: line-through;
    background: repeating-linear-gradient(135deg, #e6e9ee 0 3px, #fff 3px 7px);
    cursor: not-allowed;
  }
  &[data-state='between'] {
    background: #dbe7f3;
    font-weight: 600;
  }
  &[data-state='start'],
  &[data-state='end'],
  &[data-state='single'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
`;

const Swatch = styled.span`
  ${dayStyles}
  width: 1.75rem;
  height: 1.75rem;
  font-size: 0.8rem;
`;

/** What the calendar's looks mean; a screen reader hears the same in each day's name. */
export function CalendarLegend() {
  return (
    <List aria-label="What the calendar shows">
      <li>
        <Swatch aria-hidden="true" data-state="single">
          8
        </Swatch>
        Your days
      </li>
      <li>
        <Swatch aria-hidden="true" data-state="taken">
          8
        </Swatch>
        Booked
      </li>
      <li>
        <Swatch aria-hidden="true" data-today="">
          8
        </Swatch>
        Today
      </li>
    </List>
  );
}
