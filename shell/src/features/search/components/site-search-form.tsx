import { styled } from 'styled-components';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PRODUCT_SEARCH_MAX_LENGTH } from '@campus/shared/contract';

// A row of its own under the brand and the menus, wide enough to type a few words at every width: on phones right
// under the brand and the menu toggle (before the folded menus), on wide screens after the menus, whose row it would
// otherwise squeeze.
const Form = styled.form`
  display: flex;
  flex: 1 1 100%;
  min-width: 0;
  margin: 0.25rem 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    order: 1;
    max-width: 36rem;
    margin: 0 0 0.35rem;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid #fff;
  border-radius: ${({ theme }) => `${theme.radius} 0 0 ${theme.radius}`};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Submit = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  min-height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => `0 ${theme.radius} ${theme.radius} 0`};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

/**
 * The top navigation's search box, on every page (README "Search"): it opens `/search?q=…`, the matches of Buy, Borrow
 * and Hire grouped by area. On the results page it shows what was searched.
 */
export function SiteSearchForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const shown = location.pathname === paths.search.path ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [text, setText] = useState(shown);
  // Another search (Back, a link) shows its own text: adjusted while rendering, as React advises for derived state.
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    setText(shown);
  }
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      input.current?.focus();
      return;
    }
    navigate(paths.search.href(trimmed));
  };

  return (
    <Form role="search" aria-label="Site" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        Search Buy, Borrow and Hire
      </label>
      <Input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        value={text}
        maxLength={PRODUCT_SEARCH_MAX_LENGTH}
        placeholder="Search Buy, Borrow and Hire"
        onChange={(event) => setText(event.target.value)}
      />
      <Submit type="submit" aria-label="Search">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <circle cx="8.5" cy="8.5" r="6" />
          <path d="M13 13l5 5" />
        </svg>
      </Submit>
    </Form>
  );
}
