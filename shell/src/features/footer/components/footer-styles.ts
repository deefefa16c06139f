import { styled } from 'styled-components';

export const FooterFrame = styled.footer`
  background: #13314d;
  color: #dfe7ef;
  a {
    color: #fff;
  }
`;

export const Columns = styled.div`
  max-width: 1140px;
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
    color: #fff;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  p {
    margin: 0 0 0.5rem;
  }
`;

export const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.25rem 1rem;
  /* Tap targets of 44 px on a phone (WCAG 2.2 "Target Size", README "Tests"). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const Address = styled.address`
  font-style: normal;
  p {
    margin: 0 0 0.6rem;
  }
  /* The e-mail and phone links are targets of their own line: 44 px high, not the text's 22 px. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

export const SocialList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.4rem 0.9rem;
    border: 1px solid rgba(255, 255, 255, 0.45);
    border-radius: 999px;
    text-decoration: none;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

export const BottomBar = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  > div {
    max-width: 1140px;
    margin: 0 auto;
    /* Room on the right for the fixed scroll-to-top button, which would otherwise cover the count. */
    padding: 1rem 4.5rem 1rem 1rem;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem;
  }
  p {
    margin: 0;
  }
`;
