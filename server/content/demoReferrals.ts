import { partners, referrals } from '../../contract/content/index.ts';
import type { Db } from '../db/open.ts';
import { partnerByCode } from './hooks/referrals.ts';
import { createDocument } from './store.ts';
import { parseContent } from './validate.ts';

/** Demonstration partners (`npm run seed:demo`), never seeded by default: a fresh install has none. */
const DEMO_PARTNERS = [
  {
    name: 'Metro Rideshare Drivers Guild',
    promoCode: 'METROGUILD',
    promoLink: 'https://metroguild.example.com/cars',
    contactNumber: '2125550142',
    partnerSaleDiscount: 500,
    partnerRentDiscount: 50,
    rentWeeklyDiscount: '$25 off 8 weeks',
  },
  {
    name: 'Harbor Credit Union',
    promoCode: 'HARBORCU',
    promoLink: 'https://harborcu.example.org/auto',
    contactNumber: '7185550177',
    partnerSaleDiscount: 750,
    partnerRentDiscount: 0,
    rentWeeklyDiscount: '',
  },
  {
    name: 'Campus Wheels',
    promoCode: 'CAMPUS24',
    promoLink: 'https://campuswheels.example.edu/deal',
    contactNumber: '6465550190',
    partnerSaleDiscount: 300,
    partnerRentDiscount: 35.5,
    rentWeeklyDiscount: '10% first month',
  },
  {
    name: 'Northside Fleet Services',
    promoCode: 'NSFLEET',
    promoLink: 'https://nsfleet.example.com/partners',
    contactNumber: '3475550133',
    partnerSaleDiscount: 1000,
    partnerRentDiscount: 75,
    rentWeeklyDiscount: '$40 off weekly',
  },
  {
    name: 'Queens Taxi Alliance',
    promoCode: 'QTA2026',
    promoLink: 'https://qta.example.com/members',
    contactNumber: '9175550108',
    partnerSaleDiscount: 400,
    partnerRentDiscount: 30,
    rentWeeklyDiscount: 'First week free',
  },
  {
    name: 'Brooklyn Delivery Co-op',
    promoCode: 'BKCOOP',
    promoLink: 'https://bkcoop.example.com/ride',
    contactNumber: '7185550165',
    partnerSaleDiscount: 250,
    partnerRentDiscount: 20,
    rentWeeklyDiscount: '',
  },
] as const;

const FIRST = [
  'Dana',
  'Luis',
  'Priya',
  'Marcus',
  'Elena',
  'Tomás',
  'Aisha',
  'Kevin',
  'Mei',
  'Omar',
  'Grace',
  'Ivan',
  'Sofia',
  'Jamal',
  'Hana',
  'Victor',
];
const LAST = [
  'Cole',
  'Ortega',
  'Shah',
  'Reed',
  'Petrova',
  'Alvarez',
  'Bello',
  'Nguyen',
  'Lin',
  'Haddad',
  'Kim',
  'Sokolov',
  'Rossi',
  'Grant',
  'Sato',
  'Mendes',
];
const SOURCES = ['Brooklyn showroom', 'Queens showroom', 'Website', 'Bronx pop-up', 'Phone'];
/** Customer referrers: their codes come with them (README, "Referral programme"). */
const CUSTOMERS = [
  { prospectId: 'PR-40211', name: 'Jordan Miles', promoCode: 'JORDANM5', prospectPhoneNumber: '3475550111' },
  { prospectId: 'PR-40377', name: 'Alicia Brown', promoCode: 'ALICIAB7', prospectPhoneNumber: '6465550123' },
  { prospectId: 'PR-40519', name: 'Samir Patel', promoCode: 'SAMIRP3', prospectPhoneNumber: '9175550156' },
];

/**
 * Seeds the demonstration partners and 22 referrals once: a second run finds the partners and adds nothing.
 * Deterministic (no randomness), so two demo installs look alike.
 */
export async function seedDemoReferrals(db: Db, at: Date): Promise<{ partners: number; referrals: number }> {
  if (await partnerByCode(db, DEMO_PARTNERS[0].promoCode)) return { partners: 0, referrals: 0 };
  const actor = { email: 'seed:demo' };
  for (const p of DEMO_PARTNERS)
    await createDocument(db, partners, parseContent(partners, { ...partners.defaults, ...p }), actor, at);
  let n = 0;
  for (let i = 0; i < 22; i += 1) {
    const partner = DEMO_PARTNERS[i % DEMO_PARTNERS.length];
    const customer = CUSTOMERS[i % CUSTOMERS.length];
    // Three in four via a partner.
    const referrer =
      i % 4 !== 3 && partner
        ? {
            prospectId: '',
            name: partner.name,
            promoCode: partner.promoCode,
            prospectPhoneNumber: partner.contactNumber,
          }
        : customer;
    const data = parseContent(referrals, {
      ...referrer,
      referralProspectId: `PR-${41000 + i * 7}`,
      referralName: `${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`,
      referralPhoneNumber: `718555${String(2000 + i * 37).slice(-4)}`,
      isPurchased: i % 3 === 0,
      dealType: i % 2 === 0 ? 'Offline' : 'Online',
      source: SOURCES[i % SOURCES.length],
    });
    await createDocument(db, referrals, data, actor, new Date(at.getTime() - (22 - i) * 3_600_000));
    n += 1;
  }
  return { partners: DEMO_PARTNERS.length, referrals: n };
}
