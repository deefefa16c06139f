import { styled } from 'styled-components';

/** The frame of a card on the owner's own listings: photo, heading, facts, then actions at the foot. */
export const OwnerCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  height: 100%;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

/** The category or stock on one side, the status badge on the other. */
export const OwnerCardFacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

/** Available in green; Rented or Sold in red; Paused in grey. The badge's word says it: the colour only repeats it. */
export const StatusBadge = styled.span<{ $taken: boolean; $paused?: boolean }>`
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-weight: 600;
  color: #fff;
  background: ${({ theme, $taken, $paused }) => ($paused ? theme.colors.muted : $taken ? theme.colors.danger : theme.colors.success)};
`;
