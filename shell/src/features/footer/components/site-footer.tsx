import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { Address, BottomBar, Columns, FooterFrame, LinkList, SocialList } from './footer-styles';
import { ScrollTopButton } from './scroll-top-button';
import { VisitorCount } from './visitor-count';

/** docs/product-rules.md "Footer": the site's links in the order given there. */
const LINKS = [
  { label: 'Borrow', to: paths.rent.href() },
  { label: 'Hire', to: paths.services.href() },
  { label: 'About Us', to: paths.about.href() },
  { label: 'Contact', to: paths.contact.href() },
  { label: 'Buy', to: paths.home.href() },
  { label: 'Terms & Privacy', to: paths.policy.href() },
  { label: 'Register', to: paths.register.href() },
] as const;

export function SiteFooter() {
  return (
    <FooterFrame>
      <Columns>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{SITE.name}</h2>
          <p>Buy, sell, borrow and hire within your college community, from students you can reach on campus.</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Explore</h2>
          <LinkList>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </LinkList>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Get in touch</h2>
          <Address>
            <p>
              {/* A narrow column breaks the address after its @, never inside a word. */}
              <a href={`mailto:${SITE.email}`}>
                {SITE.email.split('@')[0]}@<wbr />
                {SITE.email.split('@')[1]}
              </a>
            </p>
            <p>
              <a href={`tel:${SITE.phone.tel}`}>{SITE.phone.display}</a>
            </p>
            <p>
              {SITE.address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </p>
          </Address>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Follow us</h2>
          <SocialList>
            {SITE.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${SITE.name} on ${network.name} (opens in a new tab)`}
                >
                  {network.name}
                </a>
              </li>
            ))}
          </SocialList>
        </section>
      </Columns>
      <BottomBar>
        <div>
          <p>
            © {new Date().getFullYear()} {SITE.name}
          </p>
          <VisitorCount />
        </div>
      </BottomBar>
      <ScrollTopButton />
    </FooterFrame>
  );
}
