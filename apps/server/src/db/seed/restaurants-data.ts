import type { OpeningHours } from '../schema/restaurants';
import type { CuisineKey } from './cuisines';

/**
 * Street address in Duisburg with real street names; coordinates are close to the real spot. The
 * seed moves each onto the nearest address of the places provider's city (addresses.ts).
 */
export interface SeedAddress {
  street: string;
  houseNumber: string;
  zip: string;
  latitude: number;
  longitude: number;
}

export interface BranchSeed {
  username: string;
  name: string;
  owner: [string, string];
  contact: string;
  address: SeedAddress;
}

export interface RestaurantSeed extends BranchSeed {
  cuisine: CuisineKey;
  bio: string;
  rating: number;
  ratingCount: number;
  hours?: OpeningHours;
  paused?: boolean;
  preparationMinutes: number;
  radiusKm: number;
  minimumOrderEuro: number;
  /** Delivery fee: base, per started km beyond the free distance, free distance in km. */
  fee: [baseEuro: number, perKmEuro: number, freeKm: number];
  branches?: BranchSeed[];
}

const a = (street: string, houseNumber: string, zip: string, latitude: number, longitude: number): SeedAddress => ({
  street,
  houseNumber,
  zip,
  latitude,
  longitude,
});

const week = (days: Partial<Record<keyof OpeningHours, [string, string][]>>, fallback: [string, string][]): OpeningHours => {
  const day = (d: keyof OpeningHours) => (days[d] ?? fallback).map(([open, close]) => ({ open, close }));
  return { mon: day('mon'), tue: day('tue'), wed: day('wed'), thu: day('thu'), fri: day('fri'), sat: day('sat'), sun: day('sun') };
};

/**
 * The demo city. The first restaurant belongs to the `restaurant` demo account and its first
 * branch to `branch`. Most are open around the clock so the demo works at any hour; the
 * trattoria has split hours, the bakery closes early, the Imbiss is paused, and the taverna opens a
 * few hours after the first start (order-ahead.ts: it takes orders for later, decision 046).
 */
export const RESTAURANTS: RestaurantSeed[] = [
  {
    username: 'restaurant',
    name: 'Pizzeria Bella Rhein',
    cuisine: 'pizza',
    owner: ['Marco', 'Esposito'],
    contact: '+4920312345670',
    address: a('Königstraße', '48', '47051', 51.4336, 6.7652),
    bio: 'Neapolitan pizza from a wood-fired oven in the heart of the Altstadt since 1998.',
    rating: 4.6,
    ratingCount: 312,
    preparationMinutes: 20,
    radiusKm: 7,
    minimumOrderEuro: 12,
    fee: [1.99, 0.5, 2],
    branches: [
      {
        username: 'branch',
        name: 'Pizzeria Bella Rhein Neudorf',
        owner: ['Giulia', 'Esposito'],
        contact: '+4920312345671',
        address: a('Lotharstraße', '61', '47057', 51.4289, 6.7905),
      },
      {
        username: 'bella-rhein-meiderich',
        name: 'Pizzeria Bella Rhein Meiderich',
        owner: ['Luca', 'Ferraro'],
        contact: '+4920312345672',
        address: a('Von-der-Mark-Straße', '52', '47137', 51.4661, 6.7738),
      },
    ],
  },
  {
    username: 'burger-hafen',
    name: 'Burger Hafen',
    cuisine: 'burgers',
    owner: ['Jonas', 'Becker'],
    contact: '+4920323456780',
    address: a('Dammstraße', '21', '47119', 51.4553, 6.7336),
    bio: 'Smash burgers and hand-cut fries by the Ruhrort harbour. Beef from the Lower Rhine.',
    rating: 4.4,
    ratingCount: 205,
    preparationMinutes: 15,
    radiusKm: 6,
    minimumOrderEuro: 10,
    fee: [2.49, 0.6, 2],
    branches: [
      {
        username: 'burger-hafen-dellviertel',
        name: 'Burger Hafen Dellviertel',
        owner: ['Lea', 'Becker'],
        contact: '+4920323456781',
        address: a('Friedrich-Wilhelm-Straße', '30', '47051', 51.4309, 6.7689),
      },
    ],
  },
  {
    username: 'sakura-sushi',
    name: 'Sakura Sushi Bar',
    cuisine: 'sushi',
    owner: ['Kenji', 'Tanaka'],
    contact: '+4920334567890',
    address: a('Sonnenwall', '60', '47051', 51.4341, 6.759),
    bio: 'Sushi rolled to order, fish delivered from Düsseldorf every morning.',
    rating: 4.7,
    ratingCount: 184,
    preparationMinutes: 25,
    radiusKm: 6,
    minimumOrderEuro: 15,
    fee: [2.99, 0.5, 3],
  },
  {
    username: 'anatolia-grill',
    name: 'Anatolia Grill',
    cuisine: 'turkish',
    owner: ['Emre', 'Yılmaz'],
    contact: '+4920345678900',
    address: a('Wanheimer Straße', '120', '47053', 51.4158, 6.7583),
    bio: 'Döner, lahmacun and charcoal grill from a Hochfeld family kitchen.',
    rating: 4.5,
    ratingCount: 421,
    preparationMinutes: 12,
    radiusKm: 6,
    minimumOrderEuro: 8,
    fee: [1.49, 0.4, 2],
    branches: [
      {
        username: 'anatolia-grill-duissern',
        name: 'Anatolia Grill Duissern',
        owner: ['Aylin', 'Yılmaz'],
        contact: '+4920345678901',
        address: a('Mülheimer Straße', '110', '47058', 51.4356, 6.7948),
      },
    ],
  },
  {
    username: 'taj-mahal',
    name: 'Taj Mahal Palace',
    cuisine: 'indian',
    owner: ['Rajesh', 'Sharma'],
    contact: '+4920356789010',
    address: a('Oststraße', '95', '47057', 51.4262, 6.7968),
    bio: 'North Indian curries, tandoor breads and biryani, spiced the way you like.',
    rating: 4.5,
    ratingCount: 156,
    preparationMinutes: 25,
    radiusKm: 7,
    minimumOrderEuro: 15,
    fee: [2.49, 0.5, 2],
  },
  {
    username: 'baan-thai',
    name: 'Baan Thai',
    cuisine: 'thai',
    owner: ['Siriporn', 'Wongsa'],
    contact: '+4920367890120',
    address: a('Münzstraße', '27', '47051', 51.435, 6.7618),
    bio: 'Thai home cooking: curries, wok dishes and soups from Isan and Bangkok.',
    rating: 4.3,
    ratingCount: 98,
    preparationMinutes: 20,
    radiusKm: 6,
    minimumOrderEuro: 12,
    fee: [1.99, 0.5, 2],
  },
  {
    username: 'pho-saigon',
    name: 'Phở Saigon',
    cuisine: 'vietnamese',
    owner: ['Minh', 'Nguyen'],
    contact: '+4920378901230',
    address: a('Mercatorstraße', '15', '47051', 51.4297, 6.7736),
    bio: 'Phở simmered for twelve hours, bánh mì and fresh summer rolls near the main station.',
    rating: 4.6,
    ratingCount: 143,
    preparationMinutes: 15,
    radiusKm: 6,
    minimumOrderEuro: 10,
    fee: [1.99, 0.5, 2],
  },
  {
    username: 'taverna-olympia',
    name: 'Taverna Olympia',
    cuisine: 'greek',
    owner: ['Nikos', 'Papadopoulos'],
    contact: '+4920389012340',
    address: a('Sittardsberger Allee', '12', '47249', 51.3861, 6.7712),
    bio: 'Greek taverna in Buchholz: gyros, souvlaki and moussaka like on Crete.',
    rating: 4.4,
    ratingCount: 267,
    preparationMinutes: 25,
    radiusKm: 8,
    minimumOrderEuro: 15,
    fee: [2.49, 0.5, 3],
  },
  {
    username: 'trattoria-mercatore',
    name: 'Trattoria Mercatore',
    cuisine: 'italian',
    owner: ['Francesca', 'Bianchi'],
    contact: '+4920390123450',
    address: a('Kuhstraße', '5', '47051', 51.437, 6.7637),
    bio: 'Fresh pasta made every day by the Innenhafen. Lunch and dinner only.',
    rating: 4.8,
    ratingCount: 119,
    preparationMinutes: 30,
    radiusKm: 5,
    minimumOrderEuro: 20,
    fee: [2.99, 0.6, 2],
    hours: week({ mon: [] }, [
      ['12:00', '14:30'],
      ['17:30', '22:30'],
    ]),
  },
  {
    username: 'zum-schifferhaus',
    name: 'Zum Schifferhaus',
    cuisine: 'german',
    owner: ['Klaus', 'Hoffmann'],
    contact: '+4920301234560',
    address: a('Schifferstraße', '14', '47059', 51.4415, 6.7519),
    bio: 'Rhineland classics from the river boatmen’s inn: schnitzel, roulade and Sauerbraten.',
    rating: 4.2,
    ratingCount: 88,
    preparationMinutes: 30,
    radiusKm: 6,
    minimumOrderEuro: 15,
    fee: [2.49, 0.5, 2],
    hours: week({}, [['11:30', '21:00']]),
  },
  {
    username: 'gruenzeug',
    name: 'Grünzeug Vegan Kitchen',
    cuisine: 'vegan',
    owner: ['Mia', 'Schulz'],
    contact: '+4920302345670',
    address: a('Grabenstraße', '90', '47057', 51.4221, 6.7934),
    bio: 'Entirely plant-based bowls, burgers and cakes. Packaging is compostable.',
    rating: 4.7,
    ratingCount: 132,
    preparationMinutes: 20,
    radiusKm: 7,
    minimumOrderEuro: 12,
    // Free within 5 km: the list's "Free delivery" filter finds it from the demo addresses.
    fee: [0, 0.4, 5],
  },
  {
    username: 'backstube-rheinkrone',
    name: 'Backstube Rheinkrone',
    cuisine: 'bakery',
    owner: ['Anna', 'Krüger'],
    contact: '+4920303456780',
    address: a('Düsseldorfer Straße', '150', '47053', 51.4214, 6.766),
    bio: 'Master bakery: croissants, Black Forest gâteau and coffee, from early morning.',
    rating: 4.8,
    ratingCount: 76,
    preparationMinutes: 10,
    radiusKm: 5,
    minimumOrderEuro: 8,
    fee: [1.49, 0.5, 2],
    hours: week({ sun: [['08:00', '14:00']] }, [['07:00', '19:00']]),
  },
  {
    username: 'curry-und-co',
    name: 'Curry & Co Imbiss',
    cuisine: 'imbiss',
    owner: ['Dieter', 'Wolff'],
    contact: '+4920304567890',
    address: a('Kalkweg', '40', '47055', 51.4046, 6.7851),
    bio: 'Ruhrpott currywurst with homemade sauce, fries and Reibekuchen. Currently on a short break.',
    rating: 4.1,
    ratingCount: 64,
    preparationMinutes: 10,
    radiusKm: 5,
    minimumOrderEuro: 8,
    fee: [1.49, 0.4, 2],
    paused: true,
  },
];
