/**
 * Sample venues for the Find Courts page (there is no courts API yet). The names are made up and the
 * phone numbers are in the 555-01xx range reserved for fiction, so a Book Court tap dials nobody real.
 */
export interface SampleCourt {
  id: string;
  name: string;
  location: string;
  address: string;
  distance: string;
  sport: 'Padel' | 'Pickleball' | 'Padel & Pickleball';
  courts: number;
  priceRange: string;
  availability: string;
  hours: string;
  phone: string;
  rating: number;
  amenities: string[];
  description: string;
}

export const SAMPLE_COURTS: SampleCourt[] = [
  {
    id: 'harbor-padel',
    name: 'Harbor Padel Club',
    location: 'Miami, FL',
    address: '1200 Biscayne Blvd, Miami, FL 33132',
    distance: '1.2 mi',
    sport: 'Padel',
    courts: 6,
    priceRange: '$40-$60 / hour',
    availability: 'Available today',
    hours: 'Mon-Sun 6:00 AM-11:00 PM',
    phone: '+1 (305) 555-0142',
    rating: 4.8,
    amenities: ['Indoor courts', 'Racket rental', 'Pro shop', 'Showers', 'Parking'],
    description: 'Six panoramic glass courts, four of them covered, with coaching for every level.',
  },
  {
    id: 'sunset-pickleball',
    name: 'Sunset Pickleball Center',
    location: 'Austin, TX',
    address: '4500 S Lamar Blvd, Austin, TX 78745',
    distance: '2.8 mi',
    sport: 'Pickleball',
    courts: 12,
    priceRange: '$15-$25 / hour',
    availability: 'Busy evenings',
    hours: 'Mon-Fri 7:00 AM-10:00 PM, Sat-Sun 8:00 AM-8:00 PM',
    phone: '+1 (512) 555-0117',
    rating: 4.6,
    amenities: ['Outdoor courts', 'Lights', 'Paddle rental', 'Water station', 'Parking'],
    description: 'Twelve lit outdoor courts with open play every morning and league nights on Thursdays.',
  },
  {
    id: 'metro-racket',
    name: 'Metro Racket House',
    location: 'New York, NY',
    address: '88 Greenwich St, New York, NY 10006',
    distance: '0.6 mi',
    sport: 'Padel & Pickleball',
    courts: 8,
    priceRange: '$55-$90 / hour',
    availability: 'Available today',
    hours: 'Mon-Sun 6:00 AM-12:00 AM',
    phone: '+1 (212) 555-0188',
    rating: 4.7,
    amenities: ['Indoor courts', 'Locker rooms', 'Café', 'Racket rental', 'Coaching'],
    description: 'Four padel and four pickleball courts under one roof, open late every day.',
  },
  {
    id: 'bayview-padel',
    name: 'Bayview Padel & Social',
    location: 'San Diego, CA',
    address: '2150 Harbor Dr, San Diego, CA 92101',
    distance: '4.1 mi',
    sport: 'Padel',
    courts: 4,
    priceRange: '$35-$50 / hour',
    availability: 'Weekends fill fast',
    hours: 'Mon-Sun 7:00 AM-10:00 PM',
    phone: '+1 (619) 555-0163',
    rating: 4.5,
    amenities: ['Outdoor courts', 'Lights', 'Bar & terrace', 'Racket rental'],
    description: 'Four outdoor courts by the water with a terrace for after the match.',
  },
  {
    id: 'lakeside-pickleball',
    name: 'Lakeside Pickleball Park',
    location: 'Chicago, IL',
    address: '3600 N Lake Shore Dr, Chicago, IL 60613',
    distance: '3.5 mi',
    sport: 'Pickleball',
    courts: 10,
    priceRange: '$10-$20 / hour',
    availability: 'Available today',
    hours: 'Mon-Sun 7:00 AM-9:00 PM (seasonal)',
    phone: '+1 (312) 555-0129',
    rating: 4.4,
    amenities: ['Outdoor courts', 'Benches & shade', 'Paddle rental', 'Restrooms'],
    description: 'Ten public-access courts on the lakefront; reservations recommended on weekends.',
  },
  {
    id: 'desert-smash',
    name: 'Desert Smash Padel Arena',
    location: 'Scottsdale, AZ',
    address: '7014 E Camelback Rd, Scottsdale, AZ 85251',
    distance: '5.9 mi',
    sport: 'Padel & Pickleball',
    courts: 7,
    priceRange: '$30-$55 / hour',
    availability: 'Mornings open',
    hours: 'Mon-Sun 5:30 AM-10:00 PM',
    phone: '+1 (480) 555-0151',
    rating: 4.9,
    amenities: ['Covered courts', 'Misting fans', 'Pro shop', 'Showers', 'Coaching'],
    description: 'Shaded and misted courts built for the heat, with early sessions before sunrise.',
  },
];
