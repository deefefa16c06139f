import { useMutationErrorToast } from '@campus/shared/api';
import { Button, Field, TextAreaField, toast } from '@campus/shared/ui';
import { useForm } from 'react-hook-form';
import { useCreateEventMutation } from '../api/events-api';
import { EMPTY_EVENT_FORM, eventFormResolver, type EventFormValues, type EventPayload } from '../utils/event-form';

/** The members' form for a new event; it sends the times as ISO 8601 with the browser's offset. */
export function CreateEventForm() {
  const [createEvent] = useMutationErrorToast(useCreateEventMutation(), 'Error creating event');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, EventPayload>({ resolver: eventFormResolver, defaultValues: EMPTY_EVENT_FORM });

  const onSubmit = async (payload: EventPayload) => {
    try {
      await createEvent(payload).unwrap();
      toast.success('Event created successfully!');
      reset();
    } catch {
      // The failure has been toasted already (the server's message, else 'Error creating event'); the form keeps what was typed.
    }
  };

  return (
    <form noValidate aria-label="Create an event" onSubmit={(submit) => void handleSubmit(onSubmit)(submit)}>
      <Field label="Title" autoComplete="off" maxLength={120} error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Description (optional)"
        rows={4}
        maxLength={2000}
        error={errors.description?.message}
        {...register('description')}
      />
      <Field label="Place" autoComplete="off" maxLength={200} error={errors.place?.message} {...register('place')} />
      <Field label="Starts at" type="datetime-local" error={errors.startsAt?.message} {...register('startsAt')} />
      <Field
        label="Ends at (optional)"
        type="datetime-local"
        error={errors.endsAt?.message}
        {...register('endsAt')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create event'}
      </Button>
    </form>
  );
}
