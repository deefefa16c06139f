import { formatDay, type IsoDay } from '@campus/shared/contract';
import { Button } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { clampDay, monthName, monthOf, monthWeeks, movedDay, shiftMonth, WEEK_COLUMNS } from '../calendar-month';
import type { DayRange } from '../rent-days';
import { CalendarLegend, dayStyles } from './calendar-legend';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1.05rem;
    text-align: center;
  }
  button[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    padding: 0.25rem 0;
    font-size: 0.85rem;
    font-weight: 600;
  }
  abbr {
    text-decoration: none;
  }
  td {
    padding: 2px;
    text-align: center;
  }
`;

const Day = styled.button`
  ${dayStyles}
  width: 100%;
  min-height: 44px;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Days of the month outside the booking window: shown for the shape of the month, not offered (no button, no frame). */
const Outside = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

type DayState = 'taken' | 'start' | 'end' | 'single' | 'between' | 'free';

const STATE_WORDS: Record<DayState, string> = {
  taken: ', booked: not available',
  start: ', your first day',
  end: ', your last day',
  single: ', picked',
  between: ', picked',
  free: '',
};

function stateOf(day: IsoDay, taken: ReadonlySet<IsoDay>, selection: DayRange | null): DayState {
  if (taken.has(day)) return 'taken';
  if (!selection || day < selection.start || day > selection.end) return 'free';
  if (selection.start === selection.end) return 'single';
  return day === selection.start ? 'start' : day === selection.end ? 'end' : 'between';
}

interface DayCellProps {
  day: IsoDay;
  today: IsoDay;
  window: DayRange;
  taken: ReadonlySet<IsoDay>;
  selection: DayRange | null;
  /** The one day of the grid reached with Tab (the roving tab stop). */
  tabbable: boolean;
  onPick: (day: IsoDay) => void;
}

/** One day of the month: a day outside the window is shown for the month's shape; the others are buttons. */
function DayCell({ day, today, window, taken, selection, tabbable, onPick }: DayCellProps) {
  const date = Number(day.slice(8));
  if (day < window.start || day > window.end) {
    return (
      <td>
        <Outside aria-hidden="true">{date}</Outside>
      </td>
    );
  }
  const state = stateOf(day, taken, selection);
  return (
    <td aria-selected={state !== 'taken' && state !== 'free' ? true : undefined}>
      <Day
        type="button"
        data-day={day}
        data-state={state}
        tabIndex={tabbable ? 0 : -1}
        aria-label={`${formatDay(day)}${STATE_WORDS[state]}`}
        aria-disabled={state === 'taken' ? true : undefined}
        aria-current={day === today ? 'date' : undefined}
        onClick={() => onPick(day)}
      >
        {date}
      </Day>
    </td>
  );
}

interface DayCalendarProps {
  /** The days that can be booked. */
  window: DayRange;
  today: IsoDay;
  taken: ReadonlySet<IsoDay>;
  selection: DayRange | null;
  onPick: (day: IsoDay) => void;
  /** The id of the instructions that go with the calendar. */
  describedBy: string;
}

/**
 * The booking calendar (docs/product-rules.md "Bookings"): one month at a time, so it fits a 360 px phone, with
 * Previous and Next month; a date picker's grid, so it is one tab stop: the arrow keys, Home, End, Page Up and
 * Page Down move between the window's days, across months, and Enter or Space picks one. Taken days stay
 * reachable (a reader hears that they are booked) but cannot be picked; they are struck through, never shown
 * by colour alone.
 */
export function DayCalendar({ window, today, taken, selection, onPick, describedBy }: DayCalendarProps) {
  const [active, setActive] = useState(selection?.start ?? window.start);
  const current = clampDay(active, window.start, window.end);
  const month = monthOf(current);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const headingId = useId();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${current}"]`)?.focus();
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moved = movedDay(current, event.key);
    if (!moved) return;
    event.preventDefault();
    const next = clampDay(moved, window.start, window.end);
    moveFocus.current = next !== current;
    setActive(next);
  };
  const pick = (day: IsoDay) => {
    setActive(day);
    onPick(day);
  };
  const canGo = (count: number) => (count < 0 ? month > monthOf(window.start) : month < monthOf(window.end));
  const go = (count: number) => {
    if (canGo(count)) setActive(clampDay(shiftMonth(current, count), window.start, window.end));
  };

  return (
    <div>
      <Bar>
        <Button $variant="secondary" aria-label="Previous month" aria-disabled={!canGo(-1)} onClick={() => go(-1)}>
          <span aria-hidden="true">‹</span>
        </Button>
        <h3 id={headingId} aria-live="polite">
          {monthName(month)}
        </h3>
        <Button $variant="secondary" aria-label="Next month" aria-disabled={!canGo(1)} onClick={() => go(1)}>
          <span aria-hidden="true">›</span>
        </Button>
      </Bar>
      <Grid ref={grid} role="grid" aria-multiselectable="true" aria-labelledby={headingId} aria-describedby={describedBy} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEK_COLUMNS.map(([short, name]) => (
              <th key={short} scope="col">
                <abbr title={name}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, column) =>
                day ? (
                  <DayCell key={day} day={day} {...{ today, taken, selection, window }} tabbable={day === current} onPick={pick} />
                ) : (
                  <td key={column} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
      <CalendarLegend />
    </div>
  );
}
