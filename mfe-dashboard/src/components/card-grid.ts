import { styled } from '@campus/shared/ui';

/** The owner's listings as cards (Manage Your Products, Rent Products, Services): as many columns as fit. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;
