import type { ListingKind } from '@afrinest/contract';

/**
 * The words East African listings are written in (Ugandan and Kenyan portals, classifieds):
 * the generator writes titles and descriptions from them and the draws type queries from them,
 * so a query finds what agents wrote, or sometimes nothing, as on a real portal.
 */
export const ADJECTIVES = [
  'Spacious',
  'Modern',
  'Newly built',
  'Executive',
  'Affordable',
  'Cosy',
  'Elegant',
  'Prime',
  'Well finished',
  'Lovely',
  'Stunning',
  'Classic',
  'Beautiful',
  'Quiet',
  'Secure',
  'Tastefully finished',
  'Brand new',
  'Luxurious',
  'Charming',
  'Bright',
];

/** What a title calls each kind. */
export const NOUNS: Record<ListingKind, string[]> = {
  house: [
    'house',
    'bungalow',
    'maisonette',
    'villa',
    'townhouse',
    'family home',
    'mansion',
    'storeyed house',
    'duplex',
  ],
  apartment: [
    'apartment',
    'flat',
    'condominium',
    'penthouse',
    'serviced apartment',
    'duplex apartment',
  ],
  room: [
    'self-contained room',
    'single room',
    'double room',
    'bedsitter',
    'studio room',
    'hostel room',
  ],
  commercial: [
    'shop',
    'retail space',
    'showroom',
    'restaurant space',
    'commercial space',
    'kiosk',
    'supermarket space',
  ],
  office: ['office space', 'office suite', 'serviced office', 'office floor', 'co-working space'],
  warehouse: ['warehouse', 'godown', 'storage facility', 'factory space', 'industrial shed'],
  land: [
    'plot',
    'land',
    'piece of land',
    'estate plot',
    'farmland',
    'residential plot',
    'commercial plot',
  ],
  hotel: ['hotel', 'guest house', 'lodge', 'motel', 'resort', 'apartment hotel'],
  building: [
    'commercial building',
    'apartment block',
    'rental units',
    'storeyed building',
    'arcade',
    'mixed-use building',
  ],
};

/** Title endings by purpose; an empty one leaves the purpose to the badge. */
export const FOR_SALE = ['for sale', 'for sale', 'on sale', ''];
export const FOR_RENT = ['for rent', 'to let', 'for rent', ''];

/** Land title phrases by tenure, and by title status, for titles and descriptions. */
export const TENURE_PHRASES: Record<string, string> = {
  MAILO: 'mailo title',
  FREEHOLD: 'freehold title',
  LEASEHOLD: 'leasehold title',
  CUSTOMARY: 'customary land',
  KIBANJA: 'kibanja rights',
};
export const TITLE_PHRASES: Record<string, string> = {
  TITLED: 'ready title',
  TITLE_IN_PROCESS: 'title in process',
  UNTITLED: 'no title yet',
};

// Description sentences. {place}, {noun} and {road} are filled in per listing.
export const OPENINGS = [
  'This {noun} sits in a quiet part of {place}, a short drive from the main road.',
  'Located in the heart of {place}, close to schools, shopping malls and hospitals.',
  'Found in a gated community in {place} with 24-hour security.',
  'A well kept {noun} in {place}, minutes from the city centre.',
  'Set on a hill in {place} with a view over the valley.',
  'In a calm, developed neighbourhood of {place}, near the {road} road.',
  'Just off the {road} road in {place}, easy to reach by public transport.',
  'Welcome to this {noun} in {place}, ready to move in.',
];
export const HOME_SENTENCES = [
  'It has a spacious sitting room, a dining area and a modern kitchen with fitted cabinets.',
  'All bedrooms are self-contained with built-in wardrobes.',
  'The master bedroom is en-suite with a walk-in closet.',
  "Boys' quarters with a separate entrance for staff.",
  'The compound is paved, with a perimeter wall and an electric fence.',
  'Water is reliable: a borehole and a 10,000-litre water tank.',
  'Solar power backs up the mains electricity.',
  'Ample parking for four cars inside the gate.',
  'The garden is well kept, with fruit trees and a lawn.',
  'Access is by a tarmac road up to the gate.',
  'A murram road leads to the gate, passable all year.',
  'The estate has a swimming pool and a gym for residents.',
  'Fibre internet is available in the area.',
  'Tiled floors throughout and gypsum ceilings.',
  'A lift serves every floor and a backup generator covers outages.',
  'Fully furnished, with a washing machine and a fridge.',
  'Servants quarters and a store at the back.',
  'A balcony off the living room catches the evening breeze.',
];
export const LAND_SENTENCES = [
  'The plot is surveyed, fenced and ready for development.',
  'Gentle slope with good drainage, suitable for a residential home.',
  'Power and water lines pass by the plot.',
  'Ideal for rental units, a school or a church.',
  'The neighbourhood is already developed with permanent homes.',
  'Good for farming: red soils and reliable rainfall.',
  'Lake view from the top of the plot.',
  'Located off the {road} road, on a murram road passable all year.',
  'Boundary opening done by a registered surveyor.',
  'Tarmac access, a short walk from the trading centre.',
];
export const BUSINESS_SENTENCES = [
  'High foot traffic on a busy street.',
  'Open-plan space that can be partitioned to suit.',
  'Ample parking for customers and a loading bay.',
  'Suitable for a supermarket, a bank or a restaurant.',
  'Service charge covers security, cleaning and the backup generator.',
  'Located along the {road} road with great visibility.',
  'Three-phase power, a lift and CCTV.',
  'Tenants include a bank, a pharmacy and a forex bureau.',
];
export const RENT_TERMS = [
  'Rent is payable three months in advance.',
  'Rent is payable six months in advance, plus a one-month deposit.',
  'Negotiable for a long lease.',
  'Available from next month.',
  'A viewing fee applies.',
];
export const SALE_TERMS = [
  'The price is slightly negotiable.',
  'Serious buyers only.',
  'Bank financing available through partner banks.',
  'Instalment payments accepted over 12 months.',
  'Clean title, ready for transfer.',
];
export const CLOSINGS = [
  'Contact us today to book a viewing.',
  'Call to arrange a site visit.',
  'Viewing any day of the week.',
  '',
];
export const ROAD_SUFFIXES = ['Road', 'Close', 'Lane', 'Avenue', 'Drive', 'Crescent'];

/**
 * What visitors type in the search box: the listings' own words, words agents rarely write
 * ("cheap", "bank") that find little, and place names added by the draws from the geography.
 */
export const QUERY_WORDS = [
  'bungalow',
  'maisonette',
  'apartment',
  'villa',
  'plot',
  'land',
  'shop',
  'office',
  'warehouse',
  'hostel',
  'self contained',
  'furnished',
  'borehole',
  'tarmac',
  'gated',
  'title',
  'mailo',
  'freehold',
  'lake view',
  'swimming pool',
  'boys quarters',
  'perimeter wall',
  'parking',
  'garden',
  'solar',
  'duplex',
  'penthouse',
  'bedsitter',
  'commercial',
  'rental units',
  'acres',
  'decimals',
  'godown',
  'storeyed',
  'fenced',
  'ready title',
  'instalment',
  'negotiable',
  'executive',
  'affordable',
  'cheap',
  'new',
  'bank',
  'family home',
  'lift',
  'view',
];
