import type { Texts } from './locale';

/**
 * The words products are made of: garments, audiences, colours, fits, sizes and badges, in every language.
 * Product names are composed from a product line (kept in English, like the brand's own line names) and a
 * translated garment noun, in each language's natural order.
 */

export type GarmentKey =
  | 'jacket' | 'activeJacket' | 'softshell' | 'rainJacket' | 'coat' | 'parka' | 'shirtJac' | 'vest' | 'safetyVest'
  | 'tee' | 'longsleeveTee' | 'henley' | 'shirt' | 'shortSleeveShirt' | 'flannelShirt'
  | 'hoodie' | 'zipHoodie' | 'sweatshirt' | 'quarterZip'
  | 'pants' | 'cargoPants' | 'rainPants' | 'jeans' | 'shorts' | 'bib' | 'coverall' | 'leggings'
  | 'boots' | 'beanie' | 'cap' | 'gloves' | 'socks' | 'backpack' | 'toolBag' | 'belt';

/** The drawing used by the image server for a garment. */
export type Silhouette =
  | 'jacket' | 'hoodedJacket' | 'coat' | 'vest' | 'tee' | 'longsleeve' | 'shirt' | 'shortSleeveShirt' | 'hoodie'
  | 'sweatshirt' | 'pants' | 'shorts' | 'bib' | 'coverall' | 'leggings' | 'boots' | 'beanie' | 'cap' | 'gloves'
  | 'socks' | 'backpack' | 'toolBag' | 'belt';

export type ProductGroup =
  | 'insulatedOuterwear' | 'lightOuterwear' | 'rainwear' | 'tees' | 'shirts' | 'fleece' | 'pants' | 'bibs'
  | 'boots' | 'headwear' | 'gloves' | 'bags' | 'socks' | 'belts' | 'hiVis' | 'flameResistant';

export interface GarmentSeed {
  noun: Texts;
  silhouette: Silhouette;
  /** Words a shopper may type for this garment, in every language (search). */
  synonyms: string[];
}

const n = (en: string, de: string, es: string, fr: string, it: string, nl: string, en_GB?: string): Texts =>
  en_GB ? { en, en_GB, de, es, fr, it, nl } : { en, de, es, fr, it, nl };

export const GARMENTS: Record<GarmentKey, GarmentSeed> = {
  jacket: { noun: n('Jacket', 'Jacke', 'Chaqueta', 'Veste', 'Giacca', 'Jas'), silhouette: 'jacket', synonyms: ['jacket', 'coat', 'jacke', 'chaqueta', 'veste', 'giacca', 'jas'] },
  activeJacket: { noun: n('Active Jacket', 'Kapuzenjacke', 'Chaqueta con capucha', 'Veste à capuche', 'Giacca con cappuccio', 'Jas met capuchon'), silhouette: 'hoodedJacket', synonyms: ['jacket', 'hooded', 'jacke', 'kapuze', 'chaqueta', 'capucha', 'veste', 'capuche', 'giacca', 'cappuccio', 'jas'] },
  softshell: { noun: n('Softshell Jacket', 'Softshelljacke', 'Chaqueta softshell', 'Veste softshell', 'Giacca softshell', 'Softshell jas'), silhouette: 'jacket', synonyms: ['jacket', 'softshell', 'jacke', 'chaqueta', 'veste', 'giacca', 'jas'] },
  rainJacket: { noun: n('Rain Jacket', 'Regenjacke', 'Chaqueta impermeable', 'Veste de pluie', 'Giacca antipioggia', 'Regenjas', 'Waterproof Jacket'), silhouette: 'hoodedJacket', synonyms: ['rain', 'jacket', 'waterproof', 'regenjacke', 'impermeable', 'pluie', 'antipioggia', 'regenjas'] },
  coat: { noun: n('Coat', 'Mantel', 'Abrigo', 'Manteau', 'Cappotto', 'Winterjas'), silhouette: 'coat', synonyms: ['coat', 'jacket', 'mantel', 'abrigo', 'manteau', 'cappotto', 'winterjas'] },
  parka: { noun: n('Parka', 'Parka', 'Parka', 'Parka', 'Parka', 'Parka'), silhouette: 'coat', synonyms: ['parka', 'coat', 'jacket', 'winter'] },
  shirtJac: { noun: n('Shirt Jac', 'Hemdjacke', 'Sobrecamisa', 'Surchemise', 'Giacca camicia', 'Overshirt'), silhouette: 'shirt', synonyms: ['shirt', 'jacket', 'overshirt', 'hemdjacke', 'sobrecamisa', 'surchemise', 'camicia'] },
  vest: { noun: n('Vest', 'Weste', 'Chaleco', 'Gilet sans manches', 'Gilet', 'Bodywarmer', 'Gilet'), silhouette: 'vest', synonyms: ['vest', 'gilet', 'weste', 'chaleco', 'bodywarmer'] },
  safetyVest: { noun: n('Safety Vest', 'Warnweste', 'Chaleco reflectante', 'Gilet de sécurité', 'Gilet di sicurezza', 'Veiligheidshesje', 'Hi-Vis Vest'), silhouette: 'vest', synonyms: ['vest', 'safety', 'gilet', 'warnweste', 'chaleco', 'hesje'] },
  tee: { noun: n('T-Shirt', 'T-Shirt', 'Camiseta', 'T-shirt', 'T-shirt', 'T-shirt'), silhouette: 'tee', synonyms: ['tee', 't-shirt', 'tshirt', 'shirt', 'camiseta'] },
  longsleeveTee: { noun: n('Long-Sleeve T-Shirt', 'Langarmshirt', 'Camiseta de manga larga', 'T-shirt à manches longues', 'T-shirt a maniche lunghe', 'Longsleeve'), silhouette: 'longsleeve', synonyms: ['tee', 't-shirt', 'long sleeve', 'longsleeve', 'langarmshirt', 'camiseta', 'manga larga', 'manches longues', 'maniche lunghe'] },
  henley: { noun: n('Henley', 'Henley-Shirt', 'Camiseta henley', 'T-shirt henley', 'Serafino', 'Henley shirt'), silhouette: 'longsleeve', synonyms: ['henley', 'shirt', 'serafino', 'camiseta'] },
  shirt: { noun: n('Work Shirt', 'Arbeitshemd', 'Camisa de trabajo', 'Chemise de travail', 'Camicia da lavoro', 'Werkoverhemd'), silhouette: 'shirt', synonyms: ['shirt', 'hemd', 'camisa', 'chemise', 'camicia', 'overhemd'] },
  shortSleeveShirt: { noun: n('Short-Sleeve Work Shirt', 'Kurzarm-Arbeitshemd', 'Camisa de trabajo de manga corta', 'Chemise de travail à manches courtes', 'Camicia da lavoro a maniche corte', 'Werkoverhemd met korte mouwen'), silhouette: 'shortSleeveShirt', synonyms: ['shirt', 'short sleeve', 'hemd', 'kurzarm', 'camisa', 'chemise', 'camicia', 'overhemd'] },
  flannelShirt: { noun: n('Flannel Shirt', 'Flanellhemd', 'Camisa de franela', 'Chemise en flanelle', 'Camicia di flanella', 'Flanellen overhemd'), silhouette: 'shirt', synonyms: ['flannel', 'shirt', 'plaid', 'flanell', 'hemd', 'franela', 'camisa', 'flanelle', 'chemise', 'flanella', 'camicia', 'overhemd'] },
  hoodie: { noun: n('Hooded Sweatshirt', 'Kapuzenpullover', 'Sudadera con capucha', 'Sweat à capuche', 'Felpa con cappuccio', 'Hoodie', 'Hoodie'), silhouette: 'hoodie', synonyms: ['hoodie', 'hooded', 'sweatshirt', 'kapuzenpullover', 'sudadera', 'sweat', 'felpa'] },
  zipHoodie: { noun: n('Full-Zip Sweatshirt', 'Kapuzen-Sweatjacke', 'Sudadera con cremallera', 'Sweat zippé à capuche', 'Felpa con zip', 'Hoodie met rits', 'Zip Hoodie'), silhouette: 'hoodie', synonyms: ['hoodie', 'zip', 'sweatshirt', 'sweatjacke', 'sudadera', 'sweat', 'felpa'] },
  sweatshirt: { noun: n('Crewneck Sweatshirt', 'Sweatshirt', 'Sudadera de cuello redondo', 'Sweat-shirt col rond', 'Felpa girocollo', 'Sweater'), silhouette: 'sweatshirt', synonyms: ['sweatshirt', 'crewneck', 'sudadera', 'sweat', 'felpa', 'sweater'] },
  quarterZip: { noun: n('Quarter-Zip Sweatshirt', 'Troyer-Sweatshirt', 'Sudadera con media cremallera', 'Sweat col zippé', 'Felpa con mezza zip', 'Sweater met korte rits'), silhouette: 'sweatshirt', synonyms: ['sweatshirt', 'quarter zip', 'troyer', 'sudadera', 'sweat', 'felpa', 'sweater'] },
  pants: { noun: n('Work Pants', 'Arbeitshose', 'Pantalón de trabajo', 'Pantalon de travail', 'Pantaloni da lavoro', 'Werkbroek', 'Work Trousers'), silhouette: 'pants', synonyms: ['pants', 'trousers', 'hose', 'arbeitshose', 'pantalón', 'pantalon', 'pantaloni', 'broek', 'werkbroek'] },
  cargoPants: { noun: n('Cargo Work Pants', 'Cargo-Arbeitshose', 'Pantalón cargo de trabajo', 'Pantalon cargo de travail', 'Pantaloni cargo da lavoro', 'Cargo werkbroek', 'Cargo Work Trousers'), silhouette: 'pants', synonyms: ['pants', 'trousers', 'cargo', 'hose', 'pantalón', 'pantalon', 'pantaloni', 'broek'] },
  rainPants: { noun: n('Rain Pants', 'Regenhose', 'Pantalón impermeable', 'Pantalon de pluie', 'Pantaloni antipioggia', 'Regenbroek', 'Waterproof Trousers'), silhouette: 'pants', synonyms: ['rain', 'pants', 'trousers', 'waterproof', 'regenhose', 'impermeable', 'pluie', 'antipioggia', 'regenbroek'] },
  jeans: { noun: n('Jeans', 'Jeans', 'Vaqueros', 'Jean', 'Jeans', 'Jeans'), silhouette: 'pants', synonyms: ['jeans', 'denim', 'vaqueros', 'jean'] },
  shorts: { noun: n('Work Shorts', 'Arbeitsshorts', 'Pantalón corto de trabajo', 'Short de travail', 'Pantaloncini da lavoro', 'Korte werkbroek'), silhouette: 'shorts', synonyms: ['shorts', 'short', 'pantalón corto', 'pantaloncini', 'korte broek'] },
  bib: { noun: n('Bib Overall', 'Latzhose', 'Peto de trabajo', 'Salopette de travail', 'Salopette da lavoro', 'Amerikaanse overall', 'Bib and Brace'), silhouette: 'bib', synonyms: ['bib', 'overall', 'overalls', 'dungarees', 'latzhose', 'peto', 'salopette', 'tuinbroek'] },
  coverall: { noun: n('Coverall', 'Overall', 'Mono de trabajo', 'Combinaison de travail', 'Tuta da lavoro', 'Overall'), silhouette: 'coverall', synonyms: ['coverall', 'overall', 'boilersuit', 'mono', 'combinaison', 'tuta'] },
  leggings: { noun: n('Utility Leggings', 'Utility-Leggings', 'Leggings utilitarios', 'Legging utilitaire', 'Leggings con tasche', 'Utility legging'), silhouette: 'leggings', synonyms: ['leggings', 'legging', 'tights'] },
  boots: { noun: n('Work Boots', 'Arbeitsstiefel', 'Botas de trabajo', 'Bottes de travail', 'Stivali da lavoro', 'Werklaarzen'), silhouette: 'boots', synonyms: ['boots', 'boot', 'shoes', 'stiefel', 'schuhe', 'botas', 'bottes', 'chaussures', 'stivali', 'scarpe', 'laarzen', 'schoenen'] },
  beanie: { noun: n('Beanie', 'Mütze', 'Gorro', 'Bonnet', 'Berretto', 'Muts'), silhouette: 'beanie', synonyms: ['beanie', 'hat', 'knit', 'mütze', 'muetze', 'gorro', 'bonnet', 'berretto', 'muts'] },
  cap: { noun: n('Cap', 'Cap', 'Gorra', 'Casquette', 'Cappellino', 'Pet'), silhouette: 'cap', synonyms: ['cap', 'hat', 'baseball', 'kappe', 'gorra', 'casquette', 'cappellino', 'pet'] },
  gloves: { noun: n('Gloves', 'Handschuhe', 'Guantes', 'Gants', 'Guanti', 'Handschoenen'), silhouette: 'gloves', synonyms: ['gloves', 'glove', 'handschuhe', 'guantes', 'gants', 'guanti', 'handschoenen'] },
  socks: { noun: n('Boot Socks', 'Stiefelsocken', 'Calcetines para botas', 'Chaussettes montantes', 'Calze per stivali', 'Werksokken'), silhouette: 'socks', synonyms: ['socks', 'sock', 'socken', 'calcetines', 'chaussettes', 'calze', 'sokken'] },
  backpack: { noun: n('Backpack', 'Rucksack', 'Mochila', 'Sac à dos', 'Zaino', 'Rugzak'), silhouette: 'backpack', synonyms: ['backpack', 'bag', 'rucksack', 'mochila', 'sac', 'zaino', 'rugzak', 'tas'] },
  toolBag: { noun: n('Tool Bag', 'Werkzeugtasche', 'Bolsa de herramientas', 'Sac à outils', 'Borsa porta attrezzi', 'Gereedschapstas'), silhouette: 'toolBag', synonyms: ['tool bag', 'bag', 'tools', 'werkzeugtasche', 'tasche', 'bolsa', 'sac', 'borsa', 'tas'] },
  belt: { noun: n('Belt', 'Gürtel', 'Cinturón', 'Ceinture', 'Cintura', 'Riem'), silhouette: 'belt', synonyms: ['belt', 'gürtel', 'guertel', 'cinturón', 'cinturon', 'ceinture', 'cintura', 'riem'] },
};

export type Audience = 'men' | 'women' | 'kids' | 'unisex';

/** OCC `gender` values. */
export const GENDER_OF: Record<Audience, string> = { men: 'MALE', women: 'FEMALE', kids: 'KIDS', unisex: 'UNISEX' };

/** Gender facet names (the facet code is the English name). */
export const GENDER_NAMES: Record<Audience, Texts> = {
  men: n('Men', 'Herren', 'Hombre', 'Homme', 'Uomo', 'Heren'),
  women: n('Women', 'Damen', 'Mujer', 'Femme', 'Donna', 'Dames'),
  kids: n('Kids', 'Kinder', 'Niños', 'Enfant', 'Bambini', 'Kinderen'),
  unisex: n('Unisex', 'Unisex', 'Unisex', 'Mixte', 'Unisex', 'Unisex'),
};

/** `{line} {noun}` in English, German and Dutch; `{noun} {line}` in the Romance languages; plus the audience. */
export function composeProductName(line: string, noun: Texts, audience: Audience): Texts {
  const women = audience === 'women';
  const kids = audience === 'kids';
  const en = `${women ? "Women's " : kids ? "Kids' " : ''}${line} ${noun.en}`;
  const enGb = `${women ? "Women's " : kids ? "Kids' " : ''}${line} ${noun.en_GB ?? noun.en}`;
  const suffix = (w: string, k: string) => (women ? ` ${w}` : kids ? ` ${k}` : '');
  return {
    en,
    en_GB: enGb,
    de: `${line} ${noun.de}${suffix('für Damen', 'für Kinder')}`,
    es: `${noun.es} ${line}${suffix('para mujer', 'infantil')}`,
    fr: `${noun.fr} ${line}${suffix('pour femme', 'pour enfant')}`,
    it: `${noun.it} ${line}${suffix('da donna', 'per bambini')}`,
    nl: `${line} ${noun.nl}${suffix('voor dames', 'voor kinderen')}`,
  };
}

export type ColourCode =
  | 'BLK' | 'BRN' | 'DBN' | 'NVY' | 'MOS' | 'GVL' | 'HGY' | 'ARG' | 'RED' | 'WHT' | 'DST' | 'CHB' | 'IND' | 'LSW'
  | 'KHK' | 'BLU' | 'DRS' | 'BLM' | 'BOR' | 'PBR' | 'PRD' | 'PNV';

export type ColourFamily =
  | 'Black' | 'Brown' | 'Blue' | 'Green' | 'Grey' | 'Red' | 'White' | 'Beige' | 'Pink' | 'Orange' | 'Yellow';

export interface ColourSeed {
  name: Texts;
  family: ColourFamily;
  /** Main cloth colour, then a darker shade for seams and shadows. */
  hex: string;
  /** Woven pattern drawn by the image server. */
  pattern?: 'heather' | 'plaid' | 'denim';
  /** Second and third plaid colours. */
  accents?: [string, string];
}

export const COLOURS: Record<ColourCode, ColourSeed> = {
  BLK: { name: n('Black', 'Schwarz', 'Negro', 'Noir', 'Nero', 'Zwart'), family: 'Black', hex: '#262626' },
  BRN: { name: n('Duck Brown', 'Duck-Braun', 'Marrón lona', 'Brun toile', 'Marrone tela', 'Canvasbruin'), family: 'Brown', hex: '#9a6a35' },
  DBN: { name: n('Dark Brown', 'Dunkelbraun', 'Marrón oscuro', 'Brun foncé', 'Marrone scuro', 'Donkerbruin'), family: 'Brown', hex: '#4f3624' },
  NVY: { name: n('Navy', 'Marineblau', 'Azul marino', 'Bleu marine', 'Blu navy', 'Marineblauw'), family: 'Blue', hex: '#22304a' },
  MOS: { name: n('Moss', 'Moosgrün', 'Verde musgo', 'Vert mousse', 'Verde muschio', 'Mosgroen'), family: 'Green', hex: '#66703f' },
  GVL: { name: n('Gravel', 'Kiesgrau', 'Gris grava', 'Gris gravier', 'Grigio ghiaia', 'Grindgrijs'), family: 'Grey', hex: '#6e6b63' },
  HGY: { name: n('Heather Gray', 'Grau meliert', 'Gris jaspeado', 'Gris chiné', 'Grigio mélange', 'Grijs gemêleerd', 'Heather Grey'), family: 'Grey', hex: '#a2a29f', pattern: 'heather' },
  ARG: { name: n('Army Green', 'Armeegrün', 'Verde militar', 'Vert armée', 'Verde militare', 'Legergroen'), family: 'Green', hex: '#4d5330' },
  RED: { name: n('Barn Red', 'Ziegelrot', 'Rojo teja', 'Rouge brique', 'Rosso mattone', 'Steenrood'), family: 'Red', hex: '#9c2b27' },
  WHT: { name: n('White', 'Weiß', 'Blanco', 'Blanc', 'Bianco', 'Wit'), family: 'White', hex: '#f1efe9' },
  DST: { name: n('Desert', 'Sand', 'Arena', 'Sable', 'Sabbia', 'Zand'), family: 'Beige', hex: '#c4a77d' },
  CHB: { name: n('Chambray Blue', 'Chambray-Blau', 'Azul chambray', 'Bleu chambray', 'Blu chambray', 'Chambrayblauw'), family: 'Blue', hex: '#7b93b4', pattern: 'heather' },
  IND: { name: n('Rinsed Indigo', 'Indigo gespült', 'Índigo lavado', 'Indigo rincé', 'Indaco lavato', 'Gespoeld indigo'), family: 'Blue', hex: '#26395c', pattern: 'denim' },
  LSW: { name: n('Light Stonewash', 'Hell Stonewash', 'Lavado a la piedra claro', 'Délavé clair', 'Stone wash chiaro', 'Licht stonewashed'), family: 'Blue', hex: '#7f9cc2', pattern: 'denim' },
  KHK: { name: n('Dark Khaki', 'Dunkelkhaki', 'Caqui oscuro', 'Kaki foncé', 'Cachi scuro', 'Donkerkaki'), family: 'Beige', hex: '#857651' },
  BLU: { name: n('Bluestone', 'Blaustein', 'Azul piedra', 'Bleu pierre', 'Blu pietra', 'Blauwsteen'), family: 'Blue', hex: '#4c6a88' },
  DRS: { name: n('Dusty Rose', 'Altrosa', 'Rosa palo', 'Vieux rose', 'Rosa antico', 'Oudroze'), family: 'Pink', hex: '#c48e8b' },
  BLM: { name: n('Brite Lime', 'Warngelb', 'Amarillo flúor', 'Jaune fluo', 'Giallo fluo', 'Fluogeel'), family: 'Yellow', hex: '#d4e528' },
  BOR: { name: n('Brite Orange', 'Warnorange', 'Naranja flúor', 'Orange fluo', 'Arancione fluo', 'Fluo-oranje'), family: 'Orange', hex: '#ff6b1a' },
  PBR: { name: n('Brown Plaid', 'Braun kariert', 'Cuadros marrón', 'Carreaux marron', 'Quadri marrone', 'Bruin geruit'), family: 'Brown', hex: '#7a4f2c', pattern: 'plaid', accents: ['#2b211b', '#c9a46e'] },
  PRD: { name: n('Red Plaid', 'Rot kariert', 'Cuadros rojo', 'Carreaux rouge', 'Quadri rosso', 'Rood geruit'), family: 'Red', hex: '#9e2a25', pattern: 'plaid', accents: ['#1d1d1d', '#d9c9a3'] },
  PNV: { name: n('Navy Plaid', 'Navy kariert', 'Cuadros azul marino', 'Carreaux marine', 'Quadri blu', 'Marine geruit'), family: 'Blue', hex: '#23314d', pattern: 'plaid', accents: ['#3f5a3a', '#b9b4a3'] },
};

export const COLOUR_FAMILY_NAMES: Record<ColourFamily, Texts> = {
  Black: n('Black', 'Schwarz', 'Negro', 'Noir', 'Nero', 'Zwart'),
  Brown: n('Brown', 'Braun', 'Marrón', 'Marron', 'Marrone', 'Bruin'),
  Blue: n('Blue', 'Blau', 'Azul', 'Bleu', 'Blu', 'Blauw'),
  Green: n('Green', 'Grün', 'Verde', 'Vert', 'Verde', 'Groen'),
  Grey: n('Gray', 'Grau', 'Gris', 'Gris', 'Grigio', 'Grijs', 'Grey'),
  Red: n('Red', 'Rot', 'Rojo', 'Rouge', 'Rosso', 'Rood'),
  White: n('White', 'Weiß', 'Blanco', 'Blanc', 'Bianco', 'Wit'),
  Beige: n('Tan', 'Beige', 'Beige', 'Beige', 'Beige', 'Beige'),
  Pink: n('Pink', 'Rosa', 'Rosa', 'Rose', 'Rosa', 'Roze'),
  Orange: n('Orange', 'Orange', 'Naranja', 'Orange', 'Arancione', 'Oranje'),
  Yellow: n('Yellow', 'Gelb', 'Amarillo', 'Jaune', 'Giallo', 'Geel'),
};

export type FitCode = 'REG' | 'TLL' | 'SHT' | 'MED' | 'WDE';

export const FITS: Record<FitCode, { code: string; name: Texts; sequence: number }> = {
  REG: { code: 'Regular', name: n('Regular', 'Regulär', 'Regular', 'Standard', 'Regolare', 'Regular'), sequence: 1 },
  TLL: { code: 'Tall', name: n('Tall', 'Lang', 'Largo', 'Long', 'Lungo', 'Lang'), sequence: 2 },
  SHT: { code: 'Short', name: n('Short', 'Kurz', 'Corto', 'Court', 'Corto', 'Kort'), sequence: 0 },
  MED: { code: 'Medium', name: n('Medium Width', 'Normale Weite', 'Ancho normal', 'Largeur normale', 'Pianta normale', 'Normale breedte'), sequence: 1 },
  WDE: { code: 'Wide', name: n('Wide', 'Weit', 'Ancho', 'Large', 'Pianta larga', 'Breed'), sequence: 2 },
};

/** Size runs, smallest first; a style takes a slice of one run. */
export const SIZE_RUNS = {
  alpha: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'],
  waist: ['28', '30', '32', '34', '36', '38', '40', '42', '44', '46'],
  womenNumeric: ['2', '4', '6', '8', '10', '12', '14', '16', '18', '20'],
  kids: ['4', '6', '8', '10', '12', '14', '16'],
  bootsMen: ['7', '8', '9', '10', '11', '12', '13'],
  bootsWomen: ['5', '6', '7', '8', '9', '10', '11'],
  socks: ['M', 'L', 'XL'],
  os: ['OS'],
} as const;
export type SizeRun = keyof typeof SIZE_RUNS;


/** Bigger sizes and tall fits cost a little more, as in the shop. */
export const SIZE_UPCHARGE_USD: Partial<Record<string, number>> = { '3XL': 3, '4XL': 5, '44': 3, '46': 3 };
export const FIT_UPCHARGE_USD: Partial<Record<FitCode, number>> = { TLL: 2 };

export type BadgeKey = 'new' | 'bestseller' | 'sale' | 'fr' | 'hiVis' | 'onlineExclusive';

export const BADGES: Record<BadgeKey, { name: Texts; asset: string }> = {
  new: { name: n('New', 'Neu', 'Novedad', 'Nouveau', 'Novità', 'Nieuw'), asset: 'badge_new' },
  bestseller: { name: n('Best Seller', 'Bestseller', 'Más vendido', 'Meilleure vente', 'Più venduto', 'Bestseller'), asset: 'badge_bestseller' },
  sale: { name: n('Sale', 'Sale', 'Rebajas', 'Soldes', 'Saldi', 'Sale'), asset: 'badge_sale' },
  fr: { name: n('Flame-Resistant', 'Flammhemmend', 'Ignífugo', 'Ignifugé', 'Ignifugo', 'Vlamvertragend'), asset: 'badge_fr' },
  hiVis: { name: n('High Visibility', 'Warnschutz', 'Alta visibilidad', 'Haute visibilité', 'Alta visibilità', 'Hoge zichtbaarheid'), asset: 'badge_hivis' },
  onlineExclusive: { name: n('Online Exclusive', 'Nur online', 'Exclusivo online', 'Exclusivité web', 'Esclusiva online', 'Alleen online'), asset: 'badge_online' },
};

/** Gallery views of a colour, in gallery order; AVV is the video poster (spec 3 §9). */
export const IMAGE_VIEWS = ['AVB', 'PS', 'AIL', 'AIR', 'AVV'] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];
