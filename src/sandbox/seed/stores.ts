import type { Texts } from './locale';

/**
 * Stores (own stores and authorised retailers) in North American and European cities, and the factories
 * shown on the factory map. Opening hours are local times.
 */

const t = (en: string, de: string, es: string, fr: string, it: string, nl: string, en_GB?: string): Texts =>
  en_GB ? { en, en_GB, de, es, fr, it, nl } : { en, de, es, fr, it, nl };

export type StoreRegion = 'NA' | 'EMEA';
export type StoreType = 'BRAND_STORE' | 'AUTHORIZED_RETAILER';
export type StoreFeature = 'hemming' | 'repairs' | 'pickup' | 'companyGear' | 'bootFitting';

export const STORE_FEATURES: Record<StoreFeature, Texts> = {
  hemming: t('Free hemming', 'Kostenloses Kürzen', 'Bajos gratis', 'Ourlets gratuits', 'Orli gratuiti', 'Gratis zomen'),
  repairs: t('Repair station', 'Reparaturservice', 'Taller de reparaciones', 'Atelier de réparation', 'Laboratorio riparazioni', 'Reparatieservice'),
  pickup: t('Order pickup', 'Abholung von Bestellungen', 'Recogida de pedidos', 'Retrait des commandes', 'Ritiro ordini', 'Bestellingen ophalen'),
  companyGear: t('Company gear desk', 'Firmenkunden-Service', 'Atención a empresas', 'Espace entreprises', 'Servizio aziende', 'Zakelijke balie'),
  bootFitting: t('Boot fitting', 'Stiefelberatung', 'Asesoramiento de botas', 'Conseil chaussures', 'Consulenza calzature', 'Laarzenadvies'),
};

type Day = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
/** `HH:MM-HH:MM` or `closed`. */
type Hours = Partial<Record<Day, string>>;

export interface StoreSeed {
  name: string;
  displayName: string;
  type: StoreType;
  region: StoreRegion;
  line1: string;
  line2?: string;
  town: string;
  regionIso?: string;
  postalCode: string;
  countryIso: string;
  phone: string;
  email?: string;
  latitude: number;
  longitude: number;
  hours: Hours;
  features: StoreFeature[];
}

const US_HOURS: Hours = { Mon: '10:00-20:00', Tue: '10:00-20:00', Wed: '10:00-20:00', Thu: '10:00-20:00', Fri: '10:00-21:00', Sat: '09:00-21:00', Sun: '11:00-18:00' };
const RETAIL_HOURS: Hours = { Mon: '07:00-19:00', Tue: '07:00-19:00', Wed: '07:00-19:00', Thu: '07:00-19:00', Fri: '07:00-19:00', Sat: '08:00-17:00', Sun: 'closed' };
const EU_HOURS: Hours = { Mon: '10:00-19:00', Tue: '10:00-19:00', Wed: '10:00-19:00', Thu: '10:00-20:00', Fri: '10:00-20:00', Sat: '10:00-18:00', Sun: 'closed' };
const NL_HOURS: Hours = { Mon: '12:00-18:00', Tue: '10:00-18:00', Wed: '10:00-18:00', Thu: '10:00-21:00', Fri: '10:00-18:00', Sat: '10:00-18:00', Sun: '12:00-17:00' };
const UK_HOURS: Hours = { Mon: '09:30-19:00', Tue: '09:30-19:00', Wed: '09:30-19:00', Thu: '09:30-20:00', Fri: '09:30-20:00', Sat: '09:00-19:00', Sun: '11:00-17:00' };

export const STORES: readonly StoreSeed[] = [
  { name: 'detroit-flagship', displayName: 'Detroit Flagship', type: 'BRAND_STORE', region: 'NA', line1: '1435 Woodward Ave', town: 'Detroit', regionIso: 'US-MI', postalCode: '48226', countryIso: 'US', phone: '+1 313 555 0100', email: 'detroit@ironbark.example.com', latitude: 42.3355, longitude: -83.0494, hours: US_HOURS, features: ['hemming', 'repairs', 'pickup', 'companyGear', 'bootFitting'] },
  { name: 'dearborn', displayName: 'Dearborn', type: 'BRAND_STORE', region: 'NA', line1: '22100 Michigan Ave', town: 'Dearborn', regionIso: 'US-MI', postalCode: '48124', countryIso: 'US', phone: '+1 313 555 0111', latitude: 42.3062, longitude: -83.2480, hours: US_HOURS, features: ['hemming', 'pickup'] },
  { name: 'chicago-river-north', displayName: 'Chicago River North', type: 'BRAND_STORE', region: 'NA', line1: '445 N Wells St', town: 'Chicago', regionIso: 'US-IL', postalCode: '60654', countryIso: 'US', phone: '+1 312 555 0123', email: 'chicago@ironbark.example.com', latitude: 41.8905, longitude: -87.6339, hours: US_HOURS, features: ['hemming', 'repairs', 'pickup', 'bootFitting'] },
  { name: 'houston-heights', displayName: 'Houston Heights', type: 'BRAND_STORE', region: 'NA', line1: '1201 Yale St', town: 'Houston', regionIso: 'US-TX', postalCode: '77008', countryIso: 'US', phone: '+1 713 555 0134', latitude: 29.7887, longitude: -95.3996, hours: US_HOURS, features: ['hemming', 'pickup', 'companyGear'] },
  { name: 'dallas-deep-ellum', displayName: 'Dallas Deep Ellum', type: 'AUTHORIZED_RETAILER', region: 'NA', line1: '2800 Elm St', town: 'Dallas', regionIso: 'US-TX', postalCode: '75226', countryIso: 'US', phone: '+1 214 555 0145', latitude: 32.7841, longitude: -96.7846, hours: RETAIL_HOURS, features: ['bootFitting'] },
  { name: 'denver-rino', displayName: 'Denver RiNo', type: 'BRAND_STORE', region: 'NA', line1: '3350 Brighton Blvd', town: 'Denver', regionIso: 'US-CO', postalCode: '80216', countryIso: 'US', phone: '+1 303 555 0156', latitude: 39.7676, longitude: -104.9785, hours: US_HOURS, features: ['hemming', 'repairs', 'pickup'] },
  { name: 'seattle-sodo', displayName: 'Seattle SoDo', type: 'BRAND_STORE', region: 'NA', line1: '1900 1st Ave S', town: 'Seattle', regionIso: 'US-WA', postalCode: '98134', countryIso: 'US', phone: '+1 206 555 0167', latitude: 47.5868, longitude: -122.3348, hours: US_HOURS, features: ['hemming', 'pickup'] },
  { name: 'portland-central-eastside', displayName: 'Portland Central Eastside', type: 'AUTHORIZED_RETAILER', region: 'NA', line1: '1015 SE Grand Ave', town: 'Portland', regionIso: 'US-OR', postalCode: '97214', countryIso: 'US', phone: '+1 503 555 0178', latitude: 45.5155, longitude: -122.6605, hours: RETAIL_HOURS, features: ['bootFitting'] },
  { name: 'atlanta-westside', displayName: 'Atlanta Westside', type: 'BRAND_STORE', region: 'NA', line1: '1198 Howell Mill Rd', town: 'Atlanta', regionIso: 'US-GA', postalCode: '30318', countryIso: 'US', phone: '+1 404 555 0189', latitude: 33.7866, longitude: -84.4121, hours: US_HOURS, features: ['hemming', 'pickup', 'companyGear'] },
  { name: 'nashville-gulch', displayName: 'Nashville Gulch', type: 'BRAND_STORE', region: 'NA', line1: '1100 Division St', town: 'Nashville', regionIso: 'US-TN', postalCode: '37203', countryIso: 'US', phone: '+1 615 555 0190', latitude: 36.1527, longitude: -86.7864, hours: US_HOURS, features: ['hemming', 'pickup'] },
  { name: 'boston-seaport', displayName: 'Boston Seaport', type: 'BRAND_STORE', region: 'NA', line1: '65 Seaport Blvd', town: 'Boston', regionIso: 'US-MA', postalCode: '02210', countryIso: 'US', phone: '+1 617 555 0112', latitude: 42.3513, longitude: -71.0445, hours: US_HOURS, features: ['hemming', 'repairs', 'pickup'] },
  { name: 'minneapolis-north-loop', displayName: 'Minneapolis North Loop', type: 'AUTHORIZED_RETAILER', region: 'NA', line1: '212 N 2nd St', town: 'Minneapolis', regionIso: 'US-MN', postalCode: '55401', countryIso: 'US', phone: '+1 612 555 0124', latitude: 44.9856, longitude: -93.2700, hours: RETAIL_HOURS, features: ['bootFitting'] },
  { name: 'phoenix-roosevelt', displayName: 'Phoenix Roosevelt Row', type: 'AUTHORIZED_RETAILER', region: 'NA', line1: '802 N 3rd St', town: 'Phoenix', regionIso: 'US-AZ', postalCode: '85004', countryIso: 'US', phone: '+1 602 555 0135', latitude: 33.4573, longitude: -112.0697, hours: RETAIL_HOURS, features: [] },
  { name: 'toronto-king-west', displayName: 'Toronto King West', type: 'BRAND_STORE', region: 'NA', line1: '620 King St W', town: 'Toronto', regionIso: 'CA-ON', postalCode: 'M5V 1M6', countryIso: 'CA', phone: '+1 416 555 0146', latitude: 43.6444, longitude: -79.4017, hours: US_HOURS, features: ['hemming', 'pickup'] },
  { name: 'calgary-inglewood', displayName: 'Calgary Inglewood', type: 'AUTHORIZED_RETAILER', region: 'NA', line1: '1209 9 Ave SE', town: 'Calgary', regionIso: 'CA-AB', postalCode: 'T2G 0S9', countryIso: 'CA', phone: '+1 403 555 0157', latitude: 51.0408, longitude: -114.0320, hours: RETAIL_HOURS, features: ['bootFitting'] },
  { name: 'vancouver-gastown', displayName: 'Vancouver Gastown', type: 'BRAND_STORE', region: 'NA', line1: '311 Water St', town: 'Vancouver', regionIso: 'CA-BC', postalCode: 'V6B 1B8', countryIso: 'CA', phone: '+1 604 555 0168', latitude: 49.2846, longitude: -123.1090, hours: US_HOURS, features: ['hemming', 'repairs', 'pickup'] },

  { name: 'london-shoreditch', displayName: 'London Shoreditch', type: 'BRAND_STORE', region: 'EMEA', line1: '128 Shoreditch High St', town: 'London', postalCode: 'E1 6JE', countryIso: 'GB', phone: '+44 20 7946 0321', email: 'london@ironbark.example.com', latitude: 51.5246, longitude: -0.0776, hours: UK_HOURS, features: ['hemming', 'repairs', 'pickup'] },
  { name: 'manchester-northern-quarter', displayName: 'Manchester Northern Quarter', type: 'BRAND_STORE', region: 'EMEA', line1: '45 Oldham St', town: 'Manchester', postalCode: 'M1 1JG', countryIso: 'GB', phone: '+44 161 496 0432', latitude: 53.4837, longitude: -2.2335, hours: UK_HOURS, features: ['hemming', 'pickup'] },
  { name: 'glasgow-merchant-city', displayName: 'Glasgow Merchant City', type: 'AUTHORIZED_RETAILER', region: 'EMEA', line1: '60 Albion St', town: 'Glasgow', postalCode: 'G1 1LH', countryIso: 'GB', phone: '+44 141 496 0543', latitude: 55.8590, longitude: -4.2440, hours: UK_HOURS, features: ['bootFitting'] },
  { name: 'amsterdam-jordaan', displayName: 'Amsterdam Jordaan', type: 'BRAND_STORE', region: 'EMEA', line1: 'Rozengracht 82', town: 'Amsterdam', postalCode: '1016 NH', countryIso: 'NL', phone: '+31 20 555 0182', email: 'amsterdam@ironbark.example.com', latitude: 52.3738, longitude: 4.8790, hours: NL_HOURS, features: ['hemming', 'repairs', 'pickup', 'companyGear'] },
  { name: 'rotterdam-witte-de-with', displayName: 'Rotterdam Witte de With', type: 'AUTHORIZED_RETAILER', region: 'EMEA', line1: 'Witte de Withstraat 34', town: 'Rotterdam', postalCode: '3012 BP', countryIso: 'NL', phone: '+31 10 555 0193', latitude: 51.9159, longitude: 4.4775, hours: NL_HOURS, features: [] },
  { name: 'berlin-mitte', displayName: 'Berlin Mitte', type: 'BRAND_STORE', region: 'EMEA', line1: 'Alte Schönhauser Str. 23', town: 'Berlin', postalCode: '10119', countryIso: 'DE', phone: '+49 30 5555 0104', email: 'berlin@ironbark.example.com', latitude: 52.5268, longitude: 13.4076, hours: EU_HOURS, features: ['hemming', 'repairs', 'pickup'] },
  { name: 'hamburg-schanze', displayName: 'Hamburg Schanzenviertel', type: 'BRAND_STORE', region: 'EMEA', line1: 'Schulterblatt 71', town: 'Hamburg', postalCode: '20357', countryIso: 'DE', phone: '+49 40 5555 0115', latitude: 53.5626, longitude: 9.9619, hours: EU_HOURS, features: ['hemming', 'pickup'] },
  { name: 'munich-glockenbach', displayName: 'München Glockenbachviertel', type: 'AUTHORIZED_RETAILER', region: 'EMEA', line1: 'Müllerstraße 40', town: 'München', postalCode: '80469', countryIso: 'DE', phone: '+49 89 5555 0126', latitude: 48.1312, longitude: 11.5700, hours: EU_HOURS, features: ['bootFitting'] },
  { name: 'vienna-neubau', displayName: 'Wien Neubau', type: 'BRAND_STORE', region: 'EMEA', line1: 'Neubaugasse 25', town: 'Wien', postalCode: '1070', countryIso: 'AT', phone: '+43 1 555 0137', email: 'wien@ironbark.example.com', latitude: 48.2010, longitude: 16.3497, hours: EU_HOURS, features: ['hemming', 'repairs', 'pickup'] },
  { name: 'paris-le-marais', displayName: 'Paris Le Marais', type: 'BRAND_STORE', region: 'EMEA', line1: '28 Rue Vieille du Temple', town: 'Paris', postalCode: '75004', countryIso: 'FR', phone: '+33 1 55 55 01 48', latitude: 48.8580, longitude: 2.3585, hours: EU_HOURS, features: ['hemming', 'pickup'] },
  { name: 'lyon-presquile', displayName: "Lyon Presqu'île", type: 'AUTHORIZED_RETAILER', region: 'EMEA', line1: '12 Rue de Brest', town: 'Lyon', postalCode: '69002', countryIso: 'FR', phone: '+33 4 55 55 01 59', latitude: 45.7620, longitude: 4.8330, hours: EU_HOURS, features: [] },
  { name: 'milan-isola', displayName: 'Milano Isola', type: 'BRAND_STORE', region: 'EMEA', line1: 'Via Paolo Sarpi 19', town: 'Milano', regionIso: 'IT-25', postalCode: '20154', countryIso: 'IT', phone: '+39 02 5555 0160', latitude: 45.4803, longitude: 9.1765, hours: EU_HOURS, features: ['hemming', 'pickup'] },
  { name: 'madrid-malasana', displayName: 'Madrid Malasaña', type: 'BRAND_STORE', region: 'EMEA', line1: 'Calle de Fuencarral 62', town: 'Madrid', postalCode: '28004', countryIso: 'ES', phone: '+34 91 555 0171', latitude: 40.4243, longitude: -3.7017, hours: EU_HOURS, features: ['hemming', 'pickup'] },
  { name: 'barcelona-born', displayName: 'Barcelona El Born', type: 'AUTHORIZED_RETAILER', region: 'EMEA', line1: 'Carrer de la Princesa 21', town: 'Barcelona', postalCode: '08003', countryIso: 'ES', phone: '+34 93 555 0182', latitude: 41.3853, longitude: 2.1799, hours: EU_HOURS, features: [] },
  { name: 'copenhagen-norrebro', displayName: 'København Nørrebro', type: 'AUTHORIZED_RETAILER', region: 'EMEA', line1: 'Jægersborggade 18', town: 'København', postalCode: '2200', countryIso: 'DK', phone: '+45 35 55 01 93', latitude: 55.6921, longitude: 12.5448, hours: EU_HOURS, features: ['repairs'] },
  { name: 'antwerp-zuid', displayName: 'Antwerpen Zuid', type: 'AUTHORIZED_RETAILER', region: 'EMEA', line1: 'Kloosterstraat 90', town: 'Antwerpen', postalCode: '2000', countryIso: 'BE', phone: '+32 3 555 01 04', latitude: 51.2139, longitude: 4.3952, hours: EU_HOURS, features: [] },
];

/** Closures that apply to every store of a region (dates in 2026/2027). */
export const SPECIAL_DAYS: Record<StoreRegion, { date: string; name: Texts; closed: boolean; hours?: string }[]> = {
  NA: [
    { date: '2026-07-04', name: t('Independence Day', '', '', '', '', ''), closed: false, hours: '11:00-17:00' },
    { date: '2026-11-26', name: t('Thanksgiving Day', '', '', '', '', ''), closed: true },
    { date: '2026-12-25', name: t('Christmas Day', '', '', '', '', ''), closed: true },
    { date: '2027-01-01', name: t("New Year's Day", '', '', '', '', ''), closed: true },
  ],
  EMEA: [
    { date: '2026-12-24', name: t('Christmas Eve', 'Heiligabend', 'Nochebuena', 'Veille de Noël', 'Vigilia di Natale', 'Kerstavond'), closed: false, hours: '10:00-14:00' },
    { date: '2026-12-25', name: t('Christmas Day', '1. Weihnachtstag', 'Navidad', 'Noël', 'Natale', 'Eerste Kerstdag'), closed: true },
    { date: '2026-12-26', name: t('Boxing Day', '2. Weihnachtstag', 'San Esteban', 'Saint-Étienne', 'Santo Stefano', 'Tweede Kerstdag'), closed: true },
    { date: '2027-01-01', name: t("New Year's Day", 'Neujahr', 'Año Nuevo', 'Jour de l’An', 'Capodanno', 'Nieuwjaarsdag'), closed: true },
  ],
};

/** Places a store search by name can centre on, besides the store towns themselves. */
export const PLACES: Record<string, { latitude: number; longitude: number; region: StoreRegion }> = {
  'new york': { latitude: 40.7128, longitude: -74.006, region: 'NA' },
  'los angeles': { latitude: 34.0522, longitude: -118.2437, region: 'NA' },
  'san francisco': { latitude: 37.7749, longitude: -122.4194, region: 'NA' },
  'ann arbor': { latitude: 42.2808, longitude: -83.743, region: 'NA' },
  'fort worth': { latitude: 32.7555, longitude: -97.3308, region: 'NA' },
  montreal: { latitude: 45.5019, longitude: -73.5674, region: 'NA' },
  birmingham: { latitude: 52.4862, longitude: -1.8904, region: 'EMEA' },
  utrecht: { latitude: 52.0907, longitude: 5.1214, region: 'EMEA' },
  cologne: { latitude: 50.9375, longitude: 6.9603, region: 'EMEA' },
  köln: { latitude: 50.9375, longitude: 6.9603, region: 'EMEA' },
  salzburg: { latitude: 47.8095, longitude: 13.055, region: 'EMEA' },
  brussels: { latitude: 50.8503, longitude: 4.3517, region: 'EMEA' },
  turin: { latitude: 45.0703, longitude: 7.6869, region: 'EMEA' },
  valencia: { latitude: 39.4699, longitude: -0.3763, region: 'EMEA' },
};

export type PinType = 'brand' | 'other';

export interface FactorySeed {
  name: string;
  address1: string;
  city: string;
  state: string;
  zipCode?: string;
  country: string;
  latitude: number;
  longitude: number;
  /** `brand` for the brand's own plants, `other` for partner facilities (spec 3 §3). */
  pinType: PinType;
  images: string[];
  products: Texts;
}

export const FACTORIES: readonly FactorySeed[] = [
  { name: 'Dearborn Cut & Sew', address1: '5800 Schaefer Rd', city: 'Dearborn', state: 'MI', zipCode: '48126', country: 'US', latitude: 42.3385, longitude: -83.1760, pinType: 'brand', images: ['factory_dearborn_1', 'factory_dearborn_2', 'factory_dearborn_3'], products: t('Duck jackets and bib overalls', 'Duck-Jacken und Latzhosen', 'Chaquetas de lona y petos', 'Vestes en toile et salopettes', 'Giacche in tela e salopette', 'Canvas jassen en overalls') },
  { name: 'Irvine Sewing Plant', address1: '700 Richmond Rd', city: 'Irvine', state: 'KY', zipCode: '40336', country: 'US', latitude: 37.7009, longitude: -83.9738, pinType: 'brand', images: ['factory_irvine_1', 'factory_irvine_2'], products: t('Work pants and shorts', 'Arbeitshosen und Shorts', 'Pantalones y pantalones cortos', 'Pantalons et shorts', 'Pantaloni e pantaloncini', 'Werkbroeken en korte broeken') },
  { name: 'Hanceville Denim Works', address1: '1200 Main St SE', city: 'Hanceville', state: 'AL', zipCode: '35077', country: 'US', latitude: 34.0607, longitude: -86.7675, pinType: 'brand', images: ['factory_hanceville_1', 'factory_hanceville_2'], products: t('Denim and canvas jeans', 'Denim- und Canvas-Jeans', 'Vaqueros de denim y lona', 'Jeans en denim et en toile', 'Jeans in denim e tela', 'Denim en canvas jeans') },
  { name: 'Henderson Distribution Center', address1: '3000 US-41 N', city: 'Henderson', state: 'KY', zipCode: '42420', country: 'US', latitude: 37.8715, longitude: -87.5681, pinType: 'brand', images: ['factory_henderson_1'], products: t('Distribution for North America', 'Logistik für Nordamerika', 'Distribución para Norteamérica', 'Distribution pour l’Amérique du Nord', 'Distribuzione per il Nord America', 'Distributie voor Noord-Amerika') },
  { name: 'León Footwear Partner', address1: 'Blvd. Adolfo López Mateos 2510', city: 'León', state: 'Guanajuato', zipCode: '37500', country: 'MX', latitude: 21.1250, longitude: -101.6860, pinType: 'other', images: ['factory_leon_1', 'factory_leon_2'], products: t('Work and safety boots', 'Arbeits- und Sicherheitsstiefel', 'Botas de trabajo y de seguridad', 'Bottes de travail et de sécurité', 'Stivali da lavoro e antinfortunistici', 'Werk- en veiligheidslaarzen') },
  { name: 'Guimarães Knitting Partner', address1: 'Rua de Vila Flor 112', city: 'Guimarães', state: 'Braga', zipCode: '4810-225', country: 'PT', latitude: 41.4425, longitude: -8.2918, pinType: 'other', images: ['factory_guimaraes_1'], products: t('T-shirts and sweatshirts for Europe', 'T-Shirts und Sweatshirts für Europa', 'Camisetas y sudaderas para Europa', 'T-shirts et sweats pour l’Europe', 'T-shirt e felpe per l’Europa', 'T-shirts en sweaters voor Europa') },
  { name: 'Dhaka Outerwear Partner', address1: 'Plot 14, Sector 7, Uttara', city: 'Dhaka', state: 'Dhaka Division', country: 'BD', latitude: 23.8759, longitude: 90.3795, pinType: 'other', images: ['factory_dhaka_1', 'factory_dhaka_2'], products: t('Insulated outerwear', 'Gefütterte Oberbekleidung', 'Prendas de abrigo acolchadas', 'Vêtements d’extérieur isolés', 'Capispalla imbottiti', 'Gevoerde bovenkleding') },
  { name: 'Ho Chi Minh City Rainwear Partner', address1: '88 Tan Thuan Export Processing Zone', city: 'Ho Chi Minh City', state: 'District 7', country: 'VN', latitude: 10.7626, longitude: 106.7341, pinType: 'other', images: ['factory_hcmc_1'], products: t('Rain gear and softshells', 'Regenbekleidung und Softshells', 'Ropa de lluvia y softshells', 'Vêtements de pluie et softshells', 'Abbigliamento antipioggia e softshell', 'Regenkleding en softshells') },
  { name: 'Venlo European Distribution', address1: 'Celsiusweg 20', city: 'Venlo', state: 'Limburg', zipCode: '5928 PR', country: 'NL', latitude: 51.3925, longitude: 6.1430, pinType: 'brand', images: ['factory_venlo_1'], products: t('Distribution for Europe', 'Logistik für Europa', 'Distribución para Europa', 'Distribution pour l’Europe', 'Distribuzione per l’Europa', 'Distributie voor Europa') },
];
