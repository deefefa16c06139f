import { styled } from 'styled-components';

export const Page = styled.main`
  width: 100%;
  max-width: 1140px;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.25rem;
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.5rem, 4vw, 2rem);
  margin: 0 0 1rem;
`;

/** A boxed note that asks for the member's attention (a checkout awaiting payment): amber, apart from the content. */
export const AttentionBox = styled.section`
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.attention};
`;
