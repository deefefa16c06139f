import { errorText, type ApiError } from '@campus/shared/api';
import type { WeeklyWindow } from '@campus/shared/contract';
import { Button, FieldError, styled, toast } from '@campus/shared/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSetServiceHoursMutation } from '../api/listings-api';
import { addRow, checkHours, copyToWorkingDays, hasProblems, NO_PROBLEMS, toRows, toWeekly, WEEK, type HoursRow } from '../opening-hours';
import { OpeningHoursDay } from './opening-hours-day';

/** Said when the save fails without a message from the server. */
export const HOURS_NOT_SAVED = 'The opening hours could not be saved. Please try again.';

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
`;

/* Always in the page, so a screen reader hears what is put in it; no room taken while empty. */
const Copied = styled.p`
  margin: 0 0 0.75rem;
  &:empty {
    margin: 0;
  }
`;

const isApiError = (error: unknown): error is ApiError => typeof error === 'object' && error !== null && 'status' in error && 'message' in error;

interface OpeningHoursFormProps {
  serviceId: string;
  /** The week as the server has it: where the editing starts. */
  weekly: readonly WeeklyWindow[];
  labelledBy: string;
}

/**
 * The service's week, edited day by day and saved as a whole (`PUT /service/{id}/availability`). The rows are
 * checked with the contract's schema first; the server's refusal, when it comes, is shown as it words it.
 */
export function OpeningHoursForm({ serviceId, weekly, labelledBy }: OpeningHoursFormProps) {
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const [rows, setRows] = useState<HoursRow[]>(() => toRows(weekly));
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [copied, setCopied] = useState('');
  const [save, saving] = useSetServiceHoursMutation();

  // A change answers the last check's messages: the next Save checks again.
  const edit = (next: HoursRow[]) => {
    setRows(next);
    setProblems(NO_PROBLEMS);
    setCopied('');
  };

  const onChange = (key: number, field: 'from' | 'to', value: string) =>
    edit(rows.map((candidate) => (candidate.key === key ? { ...candidate, [field]: value } : candidate)));

  const onCopy = (day: number) => {
    const name = WEEK.find((entry) => entry.day === day)?.name ?? '';
    edit(copyToWorkingDays(rows, day));
    const targets = day >= 1 && day <= 5 ? 'the other weekdays' : 'Monday to Friday';
    setCopied(`${name}'s hours copied to ${targets}. Save to keep them.`);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkHours(rows);
    setProblems(found);
    setRefusal(null);
    if (hasProblems(found)) {
      // Once the messages are on screen, to the first control they are about.
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    const result = await save({ id: serviceId, weekly: toWeekly(rows) });
    if (result.error !== undefined) {
      setRefusal(errorText(isApiError(result.error) ? result.error : undefined, HOURS_NOT_SAVED));
      return;
    }
    setRows(toRows(result.data.weekly));
    setCopied('');
    toast.success('Opening hours saved');
  };

  return (
    <form ref={form} noValidate aria-labelledby={labelledBy} onSubmit={(event) => void onSubmit(event)}>
      <Copied role="status">{copied}</Copied>
      {WEEK.map(({ day, name }) => (
        <OpeningHoursDay
          key={day}
          day={day}
          name={name}
          rows={rows.filter((candidate) => candidate.day === day)}
          rowProblems={problems.rows}
          dayProblem={problems.days[day]}
          idPrefix={idPrefix}
          onChange={onChange}
          onRemove={(key) => edit(rows.filter((candidate) => candidate.key !== key))}
          onAdd={(target) => edit(addRow(rows, target))}
          onCopy={onCopy}
        />
      ))}
      <Footer>
        {problems.week && <FieldError role="alert">{problems.week}</FieldError>}
        {refusal && <FieldError role="alert">{refusal}</FieldError>}
        <Button type="submit" disabled={saving.isLoading}>
          {saving.isLoading ? 'Saving…' : 'Save opening hours'}
        </Button>
      </Footer>
    </form>
  );
}
