import { styled } from 'styled-components';
import { SITE } from '../../../config/site';

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-top: 0.5rem;
  }
`;

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/** Where to find the support desk, on an OpenStreetMap embed (no API key, no tracking script). */
export function ContactMap() {
  return (
    <Figure>
      <Frame>
        <iframe
          title="Map showing the Campus Marketplace support desk"
          src={SITE.map.embedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </Frame>
      <figcaption>
        <a href={SITE.map.linkUrl} target="_blank" rel="noopener noreferrer">
          View a larger map<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </Figure>
  );
}
