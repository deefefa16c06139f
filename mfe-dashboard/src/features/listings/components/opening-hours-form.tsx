import { errorText, type ApiError } from '@campus/shared/api';
import type { WeeklyWindow } from '@campus/shared/contract';
import { Button, FieldError, toast } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useRef, useState, type FormEvent } from 'react';
import { useSetServiceHoursMutation } from '../api/listings-api';
import { OpeningHoursWeek, useHoursEditor } from './opening-hours-week';

/** Said when the save fails without a message from the server. */
export const HOURS_NOT_SAVED = 'The opening hours could not be saved. Please try again.';

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
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
  const form = useRef<HTMLFormElement>(null);
  const editor = useHoursEditor(weekly, form);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, saving] = useSetServiceHoursMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const week = editor.check();
    if (!week) return;
    const result = await save({ id: serviceId, weekly: week });
    if (result.error !== undefined) {
      setRefusal(errorText(isApiError(result.error) ? result.error : undefined, HOURS_NOT_SAVED));
      return;
    }
    editor.reset(result.data.weekly);
    toast.success('Opening hours saved');
  };

  return (
    <form ref={form} noValidate aria-labelledby={labelledBy} onSubmit={(event) => void onSubmit(event)}>
      <OpeningHoursWeek editor={editor} />
      <Footer>
        {editor.problems.week && <FieldError role="alert">{editor.problems.week}</FieldError>}
        {refusal && <FieldError role="alert">{refusal}</FieldError>}
        <Button type="submit" disabled={saving.isLoading}>
          {saving.isLoading ? 'Saving…' : 'Save opening hours'}
        </Button>
      </Footer>
    </form>
  );
}
