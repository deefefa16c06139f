import { styled } from 'styled-components';

/**
 * The browse grids (Buy, Borrow, Hire): two columns on phones, as students know from other marketplaces, so
 * a screen shows four items rather than one and a half; three from medium screens and four from large ones, so a
 * laptop's first screen shows two rows (docs/product-rules.md "Home marketplace"). Photos are sized for it (contract
 * `photoSources`, layout `grid`).
 */
export const BrowseGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 1rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The frame of a card in a browse grid: photo, name, price, details and badge in a column. */
export const BrowseCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  padding: 0.6rem;
  font-size: 0.9rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: 0.75rem;
    padding: 1rem;
    font-size: 1rem;
  }
  /* Four a row: a little tighter, so a laptop's first screen holds two rows. */
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    gap: 0.5rem;
    padding: 0.75rem;
    font-size: 0.95rem;
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const BrowseCardName = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`;

export const BrowseCardPrice = styled.p`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 700;
`;

/**
 * Label and value pairs (category, seller or owner, …): `Label: value` lines on a phone's narrow card, two
 * columns from medium screens.
 */
export const BrowseCardDetails = styled.dl`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
  dt {
    display: inline;
    font-weight: 600;
  }
  dt::after {
    content: ': ';
  }
  dd {
    display: inline;
    margin: 0;
  }
  dd::after {
    content: '\\A';
    white-space: pre;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem 0.5rem;
    dt::after,
    dd::after {
      content: none;
    }
  }
  /* Four a row: the details a little smaller, so a laptop's first screen holds two rows. */
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    font-size: 0.875rem;
  }
`;
