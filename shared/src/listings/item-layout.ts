import { styled } from 'styled-components';

/**
 * An item page's frame (a product, a rent item, a service): phones first, the photo above the facts; from medium
 * screens the two side by side.
 */
export const ItemLayout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** The facts beside (or below) the photo: the name as the page's heading, then one line each. */
export const ItemInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2rem);
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;
