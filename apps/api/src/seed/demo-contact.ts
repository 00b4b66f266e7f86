import type { ContactDetails } from '@afrinest/contract';

/** The demo company's contact details, shown on /contact until an admin sets real ones. */
export const demoContactDetails: ContactDetails = {
  companyName: 'AfriNest Ltd',
  addressLines: ['Plot 14 Kololo Hill Drive'],
  city: 'Kampala',
  country: 'Uganda',
  phone: '+256414123456',
  whatsapp: '+256772123456',
  email: 'hello@afrinest.test',
  openingHours: 'Mon–Fri 8:30–17:30, Sat 9:00–13:00',
  latitude: 0.3326,
  longitude: 32.595,
};
