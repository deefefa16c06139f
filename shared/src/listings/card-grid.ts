import { styled } from 'styled-components';

/** Cards in as many columns as fit, one on a phone: a landing's categories, an owner's listings in the dashboard. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;
