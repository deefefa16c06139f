import type { WeeklyWindow } from '@campus/shared/contract';
import { styled } from 'styled-components';
import { useEffect, useId, useState, type RefObject } from 'react';
import { addRow, checkHours, copyToWorkingDays, hasProblems, NO_PROBLEMS, toRows, toWeekly, WEEK, type HoursRow } from '../opening-hours';
import { OpeningHoursDay } from './opening-hours-day';

/* Always in the page, so a screen reader hears what is put in it; no room taken while empty. */
const Copied = styled.p`
  margin: 0 0 0.75rem;
  &:empty {
    margin: 0;
  }
`;

/**
 * A service's week as the owner edits it (docs/product-rules.md "Bookings"): the rows, what the last check found, and
 * the edits. `check` checks the rows with the contract's rules and, when they fail, puts the focus on the first
 * control they are about (inside `container`) once the messages are on screen (an effect: the check may run outside
 * the click's own event, inside a form library's submit); it answers the week to send, or null.
 */
export function useHoursEditor(weekly: readonly WeeklyWindow[], container: RefObject<HTMLElement | null>) {
  const [rows, setRows] = useState<HoursRow[]>(() => toRows(weekly));
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [copied, setCopied] = useState('');
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, container]);

  // A change answers the last check's messages: the next check looks again.
  const edit = (next: HoursRow[]) => {
    setRows(next);
    setProblems(NO_PROBLEMS);
    setCopied('');
  };

  const check = (): WeeklyWindow[] | null => {
    const found = checkHours(rows);
    setProblems(found);
    if (!hasProblems(found)) return toWeekly(rows);
    setRefusals((count) => count + 1);
    return null;
  };

  /** The week as the server answered it: the editing goes on from there. */
  const reset = (saved: readonly WeeklyWindow[]) => {
    setRows(toRows(saved));
    setCopied('');
  };

  return {
    rows,
    problems,
    copied,
    check,
    reset,
    change: (key: number, field: 'from' | 'to', value: string) =>
      edit(rows.map((candidate) => (candidate.key === key ? { ...candidate, [field]: value } : candidate))),
    remove: (key: number) => edit(rows.filter((candidate) => candidate.key !== key)),
    add: (day: number) => edit(addRow(rows, day)),
    copy: (day: number) => {
      const name = WEEK.find((entry) => entry.day === day)?.name ?? '';
      edit(copyToWorkingDays(rows, day));
      const targets = day >= 1 && day <= 5 ? 'the other weekdays' : 'Monday to Friday';
      setCopied(`${name}'s hours copied to ${targets}. Save to keep them.`);
    },
  };
}

export type HoursEditor = ReturnType<typeof useHoursEditor>;

/** The seven days of the week, Monday first, each with its windows, and the note of the last copy. */
export function OpeningHoursWeek({ editor }: { editor: HoursEditor }) {
  const idPrefix = useId();
  return (
    <>
      <Copied role="status">{editor.copied}</Copied>
      {WEEK.map(({ day, name }) => (
        <OpeningHoursDay
          key={day}
          day={day}
          name={name}
          rows={editor.rows.filter((candidate) => candidate.day === day)}
          rowProblems={editor.problems.rows}
          dayProblem={editor.problems.days[day]}
          idPrefix={idPrefix}
          onChange={editor.change}
          onRemove={editor.remove}
          onAdd={editor.add}
          onCopy={editor.copy}
        />
      ))}
    </>
  );
}
