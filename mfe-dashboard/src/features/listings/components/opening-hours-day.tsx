import { Button, FieldError } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { FROM_TIMES, TO_TIMES, type HoursRow } from '../opening-hours';

const Day = styled.fieldset`
  min-width: 0;
  margin: 0 0 1rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    padding: 0 0.25rem;
    font-weight: 700;
  }
  p {
    margin: 0 0 0.5rem;
  }
`;

/* From, To and Remove side by side while they fit; on a phone Remove wraps under them. */
const Window = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
`;

const TimeLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 600;
`;

const TimeSelect = styled.select`
  min-height: 44px;
  padding: 0.4rem 0.5rem;
  border-radius: 8px;
  border: 1px solid #b8c0ca;
  background: #fff;
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

const Closed = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const DayActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** 24:00 is the end of the day: said so, as a closing time. */
const timeLabel = (time: string) => (time === '24:00' ? '24:00 (midnight)' : time);

// Made once: a week's selects hold hundreds of options, which React then skips on every change of the week.
const FROM_OPTIONS = FROM_TIMES.map((time) => (
  <option key={time} value={time}>
    {time}
  </option>
));
const TO_OPTIONS = TO_TIMES.map((time) => (
  <option key={time} value={time}>
    {timeLabel(time)}
  </option>
));

interface OpeningHoursDayProps {
  day: number;
  name: string;
  rows: HoursRow[];
  /** The problems of this day's rows (by row key) and of the day (overlapping windows). */
  rowProblems: Record<number, string>;
  dayProblem: string | undefined;
  /** Makes the ids of this day's controls unique on the page. */
  idPrefix: string;
  onChange: (key: number, field: 'from' | 'to', value: string) => void;
  onRemove: (key: number) => void;
  onAdd: (day: number) => void;
  onCopy: (day: number) => void;
}

/** One day of the week: its windows, each a From and a To in half-hour steps, and what can be done to the day. */
export function OpeningHoursDay({ day, name, rows, rowProblems, dayProblem, idPrefix, onChange, onRemove, onAdd, onCopy }: OpeningHoursDayProps) {
  const dayProblemId = `${idPrefix}-day-${day}-problem`;
  return (
    <Day aria-describedby={dayProblem ? dayProblemId : undefined}>
      <legend>{name}</legend>
      {rows.length === 0 && <Closed>Closed</Closed>}
      {rows.map((window, index) => {
        const id = `${idPrefix}-${window.key}`;
        const problem = rowProblems[window.key];
        const which = `${name}, window ${index + 1}`;
        return (
          <div key={window.key}>
            <Window>
              <TimeLabel htmlFor={`${id}-from`}>
                <span className="visually-hidden">{which},</span> From
              </TimeLabel>
              <TimeSelect id={`${id}-from`} value={window.from} onChange={(event) => onChange(window.key, 'from', event.target.value)}>
                {FROM_OPTIONS}
              </TimeSelect>
              <TimeLabel htmlFor={`${id}-to`}>
                <span className="visually-hidden">{which},</span> To
              </TimeLabel>
              <TimeSelect
                id={`${id}-to`}
                value={window.to}
                aria-invalid={problem || dayProblem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : dayProblem ? dayProblemId : undefined}
                onChange={(event) => onChange(window.key, 'to', event.target.value)}
              >
                {TO_OPTIONS}
              </TimeSelect>
              <Button $variant="secondary" aria-label={`Remove: ${which}`} onClick={() => onRemove(window.key)}>
                Remove
              </Button>
            </Window>
            {problem && (
              <FieldError id={`${id}-problem`} role="alert">
                {problem}
              </FieldError>
            )}
          </div>
        );
      })}
      {dayProblem && (
        <FieldError id={dayProblemId} role="alert">
          {dayProblem}
        </FieldError>
      )}
      <DayActions>
        <Button $variant="secondary" aria-label={`Add hours: ${name}`} onClick={() => onAdd(day)}>
          Add hours
        </Button>
        {rows.length > 0 && (
          <Button $variant="secondary" aria-label={`Copy to weekdays: ${name}`} onClick={() => onCopy(day)}>
            Copy to weekdays
          </Button>
        )}
      </DayActions>
    </Day>
  );
}
