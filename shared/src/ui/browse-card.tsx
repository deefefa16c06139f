import styled from 'styled-components';

/** The frame of a card in a browse grid: photo, name, price, details and badge in a column. */
export const BrowseCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const BrowseCardName = styled.h2`
  margin: 0;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

export const BrowseCardPrice = styled.p`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 700;
`;

/** Label and value pairs (category, seller or owner, …) in two columns. */
export const BrowseCardDetails = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.15rem 0.5rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
