import { MAP_EMBED_ORIGIN } from '@campus/shared/contract';

/**
 * The marketplace's public contact details, shown in the footer and on the contact page. Kept in one
 * place so a deployment for another campus changes them here only.
 */
export const SITE = {
  name: 'Campus Marketplace',
  email: 'support@campusmarketplace.in',
  phone: { display: '+91 80 4718 2290', tel: '+918047182290' },
  address: ['Student Activity Centre, Ground Floor', 'Main Campus, Hosur Road', 'Bengaluru 560029'],
  officeHours: 'Monday to Friday, 10:00 to 17:00',
  /**
   * OpenStreetMap's embeddable view around the Student Activity Centre. Its origin is the one the site's
   * Content-Security-Policy lets it frame (README "Security headers"): a map from elsewhere must change both.
   */
  map: {
    embedUrl: `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=77.5955%2C12.9294%2C77.6055%2C12.9394&layer=mapnik&marker=12.9344%2C77.6005`,
    linkUrl: 'https://www.openstreetmap.org/?mlat=12.9344&mlon=77.6005#map=17/12.9344/77.6005',
  },
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/campusmarketplace.in' },
    { name: 'Facebook', url: 'https://www.facebook.com/campusmarketplace.in' },
    { name: 'X', url: 'https://x.com/campusmkt_in' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/campus-marketplace-in' },
  ],
} as const;
