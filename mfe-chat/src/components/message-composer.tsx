import { CHAT_ERRORS, CHAT_MESSAGE_MAX_LENGTH } from '@campus/shared/contract';
import { Button, FieldError, toast } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

/** The counter shows once this few characters are left. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 0.5rem 0.75rem;
  padding: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/* Grows with the text where the browser can (field-sizing), up to a few lines; scrolls beyond. */
const TextArea = styled.textarea`
  width: 100%;
  min-height: 44px;
  max-height: 10rem;
  padding: 0.55rem 0.75rem;
  border-radius: 8px;
  border: 1px solid #b8c0ca;
  background: #fff;
  resize: none;
  field-sizing: content;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Below = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0 0 0 auto;
  font-size: 0.85rem;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

/** What a send resolves with: the stored message (whatever its shape), or why it was refused. */
export type SendOutcome = { error: string } | object;

interface MessageComposerProps {
  /** Sends the text; resolves with the stored message or why it was refused. */
  onSend: (content: string) => Promise<SendOutcome>;
}

/**
 * The members' message box, in the community chat and in a private conversation. Enter sends and Shift+Enter breaks the line; blank text does nothing
 * (docs/product-rules.md "Validation"), over-long text is refused here as the server would. A sent message clears the box; a
 * refused one stays, with the reason in a toast, so nothing typed is lost.
 */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const noteId = useId();

  const length = text.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const showCounter = length > COUNTER_FROM;

  const send = async () => {
    const content = text.trim();
    if (!content || tooLong || sending) return;
    setSending(true);
    const ack = await onSend(content);
    setSending(false);
    if ('error' in ack && typeof ack.error === 'string') toast.error(ack.error);
    else setText('');
    textAreaRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method uses Enter to confirm what is being composed: that Enter is not a send. Safari
    // reports it only through keyCode 229.
    const composing = event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229;
    if (event.key !== 'Enter' || event.shiftKey || composing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Form aria-label="Send a message" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Message
      </label>
      <TextArea
        ref={textAreaRef}
        id={inputId}
        rows={1}
        placeholder="Type your message..."
        enterKeyHint="send"
        value={text}
        // Read-only rather than disabled while sending, so the caret and focus stay in the box.
        readOnly={sending}
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={showCounter ? noteId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={sending || tooLong}>
        Send
      </Button>
      {showCounter ? (
        <Below id={noteId}>
          {tooLong ? <FieldError role="alert">{CHAT_ERRORS.tooLong}</FieldError> : null}
          <Counter $over={tooLong}>
            {length.toLocaleString('en-US')} / {CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
          </Counter>
        </Below>
      ) : null}
    </Form>
  );
}
