import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink, DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { CardGrid } from './card-grid';

export interface CategoryTile {
  name: string;
  description: string;
  href: string;
}

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  transition: transform 0.15s ease, box-shadow 0.15s ease;

  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 4px 12px rgba(16, 24, 40, 0.16);
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover { transform: none; }
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.15rem;
`;

/* The link's overlay stretches over the whole tile, so the tile is one big target while the
   link's accessible name stays just the category name. */
const TileLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius};
  }
  &:focus-visible { outline: none; }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  margin-bottom: 2.5rem;
`;

const Intro = styled.p`
  margin: 0;
  max-width: 42rem;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const SectionTitle = styled.h2`
  font-size: 1.35rem;
  margin: 0 0 1rem;
`;

interface CategoryLandingProps {
  title: string;
  intro: ReactNode;
  browseAllLabel: string;
  browseAllHref: string;
  /** Accessible name of the list of category cards. */
  categoriesLabel: string;
  categories: readonly CategoryTile[];
}

/**
 * An area's landing page (Borrow, Hire): a short introduction, a link to the whole listing and one card
 * per category, each leading to the listing filtered by that category.
 */
export function CategoryLanding({ title, intro, browseAllLabel, browseAllHref, categoriesLabel, categories }: CategoryLandingProps) {
  const id = useId();
  return (
    <Page>
      <Hero aria-labelledby={`${id}-title`}>
        <DocumentTitle title={title} />
        <PageTitle id={`${id}-title`}>{title}</PageTitle>
        <Intro>{intro}</Intro>
        <ButtonLink to={browseAllHref}>{browseAllLabel}</ButtonLink>
      </Hero>
      <section aria-labelledby={`${id}-categories`}>
        <SectionTitle id={`${id}-categories`}>Browse by category</SectionTitle>
        <CardGrid aria-label={categoriesLabel}>
          {categories.map((category) => (
            <Tile key={category.name}>
              <Name>
                <TileLink to={category.href}>{category.name}</TileLink>
              </Name>
              <Description>{category.description}</Description>
            </Tile>
          ))}
        </CardGrid>
      </section>
    </Page>
  );
}
