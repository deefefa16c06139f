import { Link } from 'react-router-dom';
import { css, styled } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'danger';

const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.55rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) => {
    if ($variant === 'secondary') {
      return css`
        background: ${theme.colors.surface};
        color: ${theme.colors.primary};
        border-color: ${theme.colors.primary};
      `;
    }
    const color = $variant === 'danger' ? theme.colors.danger : theme.colors.primary;
    return css`
      background: ${color};
      color: #fff;
      &:hover:not(:disabled) { filter: brightness(0.9); }
    `;
  }}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

/** A button that submits nothing unless it says so (`type` defaults to 'button', not the browser's 'submit'). */
export const Button = styled.button.attrs((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: Variant;
}>`
  ${buttonStyles}
`;

/** A link that looks like a button (navigation stays a link for keyboard and screen-reader users). */
export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonStyles}
`;

/** A plain link styled as a button, for destinations outside the router (mailto:, tel:, other sites). */
export const ButtonAnchor = styled.a<{ $variant?: Variant }>`
  ${buttonStyles}
`;
