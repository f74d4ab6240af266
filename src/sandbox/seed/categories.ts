import type { Texts } from './locale';

/**
 * The category tree: five top-level departments, each with sub-categories and leaf categories
 * (three levels, the depth the category navigation shows).
 */

export interface CategorySeed {
  code: string;
  name: Texts;
  parent?: string;
  /** One sentence for the category page's meta description. */
  description?: Texts;
}

const t = (en: string, de: string, es: string, fr: string, it: string, nl: string, en_GB?: string): Texts =>
  en_GB ? { en, en_GB, de, es, fr, it, nl } : { en, de, es, fr, it, nl };

export const CATEGORIES: readonly CategorySeed[] = [
  {
    code: 'men',
    name: t('Men', 'Herren', 'Hombre', 'Homme', 'Uomo', 'Heren'),
    description: t(
      "Men's workwear built for hard days: duck jackets, heavyweight tees, work pants and boots.",
      'Herren-Workwear für harte Tage: Duck-Jacken, schwere T-Shirts, Arbeitshosen und Stiefel.',
      'Ropa de trabajo para hombre pensada para días duros: chaquetas de lona, camisetas gruesas, pantalones y botas.',
      'Vêtements de travail pour homme taillés pour les journées difficiles : vestes en toile, t-shirts épais, pantalons et bottes.',
      'Abbigliamento da lavoro uomo per le giornate dure: giacche in tela, t-shirt pesanti, pantaloni e stivali.',
      'Werkkleding voor heren, gemaakt voor zware dagen: canvas jassen, stevige T-shirts, werkbroeken en laarzen.',
      "Men's workwear built for hard days: duck jackets, heavyweight tees, work trousers and boots.",
    ),
  },
  { code: 'men-outerwear', parent: 'men', name: t('Outerwear', 'Oberbekleidung', 'Prendas de abrigo', "Vêtements d'extérieur", 'Capispalla', 'Bovenkleding') },
  { code: 'men-jackets', parent: 'men-outerwear', name: t('Jackets', 'Jacken', 'Chaquetas', 'Vestes', 'Giacche', 'Jassen') },
  { code: 'men-coats', parent: 'men-outerwear', name: t('Coats & Parkas', 'Mäntel & Parkas', 'Abrigos y parkas', 'Manteaux et parkas', 'Cappotti e parka', 'Jassen & parka’s') },
  { code: 'men-vests', parent: 'men-outerwear', name: t('Vests', 'Westen', 'Chalecos', 'Gilets sans manches', 'Gilet', 'Bodywarmers', 'Gilets') },
  { code: 'men-tops', parent: 'men', name: t('Tops', 'Oberteile', 'Partes de arriba', 'Hauts', 'Top', 'Tops') },
  { code: 'men-t-shirts', parent: 'men-tops', name: t('T-Shirts', 'T-Shirts', 'Camisetas', 'T-shirts', 'T-shirt', 'T-shirts') },
  { code: 'men-shirts', parent: 'men-tops', name: t('Shirts', 'Hemden', 'Camisas', 'Chemises', 'Camicie', 'Overhemden') },
  { code: 'men-sweatshirts', parent: 'men-tops', name: t('Sweatshirts & Hoodies', 'Sweatshirts & Hoodies', 'Sudaderas', 'Sweats et hoodies', 'Felpe', 'Sweaters & hoodies') },
  { code: 'men-bottoms', parent: 'men', name: t('Pants & Overalls', 'Hosen & Latzhosen', 'Pantalones y petos', 'Pantalons et salopettes', 'Pantaloni e salopette', 'Broeken & overalls', 'Trousers & Overalls') },
  { code: 'men-pants', parent: 'men-bottoms', name: t('Work Pants', 'Arbeitshosen', 'Pantalones de trabajo', 'Pantalons de travail', 'Pantaloni da lavoro', 'Werkbroeken', 'Work Trousers') },
  { code: 'men-jeans', parent: 'men-bottoms', name: t('Jeans', 'Jeans', 'Vaqueros', 'Jeans', 'Jeans', 'Jeans') },
  { code: 'men-shorts', parent: 'men-bottoms', name: t('Shorts', 'Shorts', 'Pantalones cortos', 'Shorts', 'Pantaloncini', 'Korte broeken') },
  { code: 'men-bibs-overalls', parent: 'men-bottoms', name: t('Bibs & Coveralls', 'Latzhosen & Overalls', 'Petos y monos', 'Salopettes et combinaisons', 'Salopette e tute', 'Amerikaanse overalls', 'Bib Overalls & Coveralls') },
  { code: 'men-footwear', parent: 'men', name: t('Footwear', 'Schuhe', 'Calzado', 'Chaussures', 'Calzature', 'Schoenen') },
  { code: 'men-work-boots', parent: 'men-footwear', name: t('Work Boots', 'Arbeitsstiefel', 'Botas de trabajo', 'Bottes de travail', 'Stivali da lavoro', 'Werklaarzen') },
  { code: 'men-safety-toe-boots', parent: 'men-footwear', name: t('Safety Toe Boots', 'Sicherheitsstiefel', 'Botas con puntera de seguridad', 'Bottes de sécurité', 'Stivali antinfortunistici', 'Veiligheidslaarzen') },

  {
    code: 'women',
    name: t('Women', 'Damen', 'Mujer', 'Femme', 'Donna', 'Dames'),
    description: t(
      "Women's workwear cut for women: canvas pants, sherpa-lined jackets, tees and bibs that move with you.",
      'Damen-Workwear mit eigenem Schnitt: Canvas-Hosen, Jacken mit Sherpa-Futter, T-Shirts und Latzhosen.',
      'Ropa de trabajo con patrón de mujer: pantalones de lona, chaquetas forradas de sherpa, camisetas y petos.',
      'Des vêtements de travail coupés pour les femmes : pantalons en toile, vestes doublées sherpa, t-shirts et salopettes.',
      'Abbigliamento da lavoro con vestibilità da donna: pantaloni in tela, giacche foderate in sherpa, t-shirt e salopette.',
      'Werkkleding met een damespasvorm: canvas broeken, jassen met sherpavoering, T-shirts en overalls.',
      "Workwear cut for women: canvas trousers, sherpa-lined jackets, tees and bib overalls that move with you.",
    ),
  },
  { code: 'women-outerwear', parent: 'women', name: t('Outerwear', 'Oberbekleidung', 'Prendas de abrigo', "Vêtements d'extérieur", 'Capispalla', 'Bovenkleding') },
  { code: 'women-jackets', parent: 'women-outerwear', name: t('Jackets', 'Jacken', 'Chaquetas', 'Vestes', 'Giacche', 'Jassen') },
  { code: 'women-vests', parent: 'women-outerwear', name: t('Vests', 'Westen', 'Chalecos', 'Gilets sans manches', 'Gilet', 'Bodywarmers', 'Gilets') },
  { code: 'women-tops', parent: 'women', name: t('Tops', 'Oberteile', 'Partes de arriba', 'Hauts', 'Top', 'Tops') },
  { code: 'women-t-shirts', parent: 'women-tops', name: t('T-Shirts', 'T-Shirts', 'Camisetas', 'T-shirts', 'T-shirt', 'T-shirts') },
  { code: 'women-shirts', parent: 'women-tops', name: t('Shirts', 'Blusen & Hemden', 'Camisas', 'Chemises', 'Camicie', 'Blouses & overhemden') },
  { code: 'women-sweatshirts', parent: 'women-tops', name: t('Sweatshirts & Hoodies', 'Sweatshirts & Hoodies', 'Sudaderas', 'Sweats et hoodies', 'Felpe', 'Sweaters & hoodies') },
  { code: 'women-bottoms', parent: 'women', name: t('Pants & Overalls', 'Hosen & Latzhosen', 'Pantalones y petos', 'Pantalons et salopettes', 'Pantaloni e salopette', 'Broeken & overalls', 'Trousers & Overalls') },
  { code: 'women-pants', parent: 'women-bottoms', name: t('Work Pants & Leggings', 'Arbeitshosen & Leggings', 'Pantalones y leggings', 'Pantalons et leggings', 'Pantaloni e leggings', 'Werkbroeken & leggings', 'Work Trousers & Leggings') },
  { code: 'women-bibs-overalls', parent: 'women-bottoms', name: t('Bibs & Overalls', 'Latzhosen', 'Petos', 'Salopettes', 'Salopette', 'Tuinbroeken', 'Bib Overalls') },
  { code: 'women-footwear', parent: 'women', name: t('Footwear', 'Schuhe', 'Calzado', 'Chaussures', 'Calzature', 'Schoenen') },
  { code: 'women-work-boots', parent: 'women-footwear', name: t('Work Boots', 'Arbeitsstiefel', 'Botas de trabajo', 'Bottes de travail', 'Stivali da lavoro', 'Werklaarzen') },

  {
    code: 'kids',
    name: t('Kids', 'Kinder', 'Niños', 'Enfant', 'Bambini', 'Kinderen'),
    description: t(
      'Tough little versions of our classics: insulated jackets, hoodies, tees and bib overalls for kids.',
      'Robuste Mini-Versionen unserer Klassiker: gefütterte Jacken, Hoodies, T-Shirts und Latzhosen für Kinder.',
      'Versiones pequeñas y resistentes de nuestros clásicos: chaquetas acolchadas, sudaderas, camisetas y petos infantiles.',
      'Nos classiques en version enfant, tout aussi solides : vestes isolées, sweats, t-shirts et salopettes.',
      'I nostri classici in versione bambino, robusti come gli originali: giacche imbottite, felpe, t-shirt e salopette.',
      'Stoere mini-versies van onze klassiekers: gevoerde jassen, hoodies, T-shirts en tuinbroeken voor kinderen.',
    ),
  },
  { code: 'kids-outerwear', parent: 'kids', name: t('Outerwear', 'Oberbekleidung', 'Prendas de abrigo', "Vêtements d'extérieur", 'Capispalla', 'Bovenkleding') },
  { code: 'kids-jackets', parent: 'kids-outerwear', name: t('Jackets', 'Jacken', 'Chaquetas', 'Vestes', 'Giacche', 'Jassen') },
  { code: 'kids-tops', parent: 'kids', name: t('Tops', 'Oberteile', 'Partes de arriba', 'Hauts', 'Top', 'Tops') },
  { code: 'kids-t-shirts', parent: 'kids-tops', name: t('T-Shirts', 'T-Shirts', 'Camisetas', 'T-shirts', 'T-shirt', 'T-shirts') },
  { code: 'kids-sweatshirts', parent: 'kids-tops', name: t('Sweatshirts & Hoodies', 'Sweatshirts & Hoodies', 'Sudaderas', 'Sweats et hoodies', 'Felpe', 'Sweaters & hoodies') },
  { code: 'kids-bottoms', parent: 'kids', name: t('Pants & Overalls', 'Hosen & Latzhosen', 'Pantalones y petos', 'Pantalons et salopettes', 'Pantaloni e salopette', 'Broeken & overalls', 'Trousers & Overalls') },
  { code: 'kids-pants', parent: 'kids-bottoms', name: t('Pants', 'Hosen', 'Pantalones', 'Pantalons', 'Pantaloni', 'Broeken', 'Trousers') },
  { code: 'kids-overalls', parent: 'kids-bottoms', name: t('Overalls', 'Latzhosen', 'Petos', 'Salopettes', 'Salopette', 'Tuinbroeken', 'Dungarees') },

  {
    code: 'workwear',
    name: t('Workwear', 'Arbeitskleidung', 'Ropa de trabajo', 'Vêtements de travail', 'Abbigliamento da lavoro', 'Werkkleding'),
    description: t(
      'Protective workwear for the trades: high-visibility gear, flame-resistant clothing and rain gear.',
      'Schutzkleidung für jedes Gewerk: Warnschutz, flammhemmende Kleidung und Regenbekleidung.',
      'Ropa de protección para cada oficio: alta visibilidad, prendas ignífugas y ropa de lluvia.',
      'Vêtements de protection pour tous les métiers : haute visibilité, ignifugés et tenues de pluie.',
      'Abbigliamento protettivo per ogni mestiere: alta visibilità, capi ignifughi e antipioggia.',
      'Beschermende werkkleding voor elk vak: signalisatiekleding, vlamvertragende kleding en regenkleding.',
    ),
  },
  { code: 'workwear-high-visibility', parent: 'workwear', name: t('High Visibility', 'Warnschutz', 'Alta visibilidad', 'Haute visibilité', 'Alta visibilità', 'Signalisatiekleding') },
  { code: 'hi-vis-jackets', parent: 'workwear-high-visibility', name: t('Hi-Vis Jackets', 'Warnschutzjacken', 'Chaquetas de alta visibilidad', 'Vestes haute visibilité', 'Giacche ad alta visibilità', 'Signalisatiejassen') },
  { code: 'hi-vis-t-shirts', parent: 'workwear-high-visibility', name: t('Hi-Vis T-Shirts', 'Warnschutz-T-Shirts', 'Camisetas de alta visibilidad', 'T-shirts haute visibilité', 'T-shirt ad alta visibilità', 'Signalisatie-T-shirts') },
  { code: 'hi-vis-vests', parent: 'workwear-high-visibility', name: t('Hi-Vis Vests', 'Warnwesten', 'Chalecos reflectantes', 'Gilets haute visibilité', 'Gilet ad alta visibilità', 'Veiligheidshesjes') },
  { code: 'workwear-flame-resistant', parent: 'workwear', name: t('Flame-Resistant', 'Flammhemmend', 'Ignífugo', 'Ignifugé', 'Ignifugo', 'Vlamvertragend') },
  { code: 'fr-shirts', parent: 'workwear-flame-resistant', name: t('FR Shirts', 'Flammhemmende Hemden', 'Camisas ignífugas', 'Chemises ignifugées', 'Camicie ignifughe', 'Vlamvertragende overhemden') },
  { code: 'fr-outerwear', parent: 'workwear-flame-resistant', name: t('FR Outerwear', 'Flammhemmende Jacken', 'Abrigos ignífugos', 'Vestes ignifugées', 'Capispalla ignifughi', 'Vlamvertragende jassen') },
  { code: 'fr-pants', parent: 'workwear-flame-resistant', name: t('FR Pants', 'Flammhemmende Hosen', 'Pantalones ignífugos', 'Pantalons ignifugés', 'Pantaloni ignifughi', 'Vlamvertragende broeken', 'FR Trousers') },
  { code: 'workwear-rain-gear', parent: 'workwear', name: t('Rain Gear', 'Regenbekleidung', 'Ropa de lluvia', 'Vêtements de pluie', 'Abbigliamento antipioggia', 'Regenkleding') },
  { code: 'rain-jackets', parent: 'workwear-rain-gear', name: t('Rain Jackets', 'Regenjacken', 'Chaquetas impermeables', 'Vestes de pluie', 'Giacche antipioggia', 'Regenjassen') },
  { code: 'rain-pants', parent: 'workwear-rain-gear', name: t('Rain Pants', 'Regenhosen', 'Pantalones impermeables', 'Pantalons de pluie', 'Pantaloni antipioggia', 'Regenbroeken', 'Waterproof Trousers') },

  {
    code: 'accessories',
    name: t('Accessories', 'Accessoires', 'Accesorios', 'Accessoires', 'Accessori', 'Accessoires'),
    description: t(
      'Beanies, caps, work gloves, socks, bags and belts that finish the job.',
      'Mützen, Caps, Arbeitshandschuhe, Socken, Taschen und Gürtel für den letzten Handgriff.',
      'Gorros, gorras, guantes de trabajo, calcetines, bolsas y cinturones para rematar el trabajo.',
      'Bonnets, casquettes, gants de travail, chaussettes, sacs et ceintures pour finir le travail.',
      'Berretti, cappellini, guanti da lavoro, calze, borse e cinture per completare il lavoro.',
      'Mutsen, petten, werkhandschoenen, sokken, tassen en riemen om de klus af te maken.',
    ),
  },
  { code: 'accessories-headwear', parent: 'accessories', name: t('Headwear', 'Kopfbedeckungen', 'Gorros y gorras', 'Couvre-chefs', 'Cappelli', 'Hoofddeksels') },
  { code: 'accessories-beanies', parent: 'accessories-headwear', name: t('Beanies', 'Mützen', 'Gorros', 'Bonnets', 'Berretti', 'Mutsen') },
  { code: 'accessories-caps', parent: 'accessories-headwear', name: t('Caps', 'Caps', 'Gorras', 'Casquettes', 'Cappellini', 'Petten') },
  { code: 'accessories-gloves', parent: 'accessories', name: t('Gloves', 'Handschuhe', 'Guantes', 'Gants', 'Guanti', 'Handschoenen') },
  { code: 'accessories-work-gloves', parent: 'accessories-gloves', name: t('Work Gloves', 'Arbeitshandschuhe', 'Guantes de trabajo', 'Gants de travail', 'Guanti da lavoro', 'Werkhandschoenen') },
  { code: 'accessories-insulated-gloves', parent: 'accessories-gloves', name: t('Insulated Gloves', 'Gefütterte Handschuhe', 'Guantes térmicos', 'Gants isolés', 'Guanti imbottiti', 'Gevoerde handschoenen') },
  { code: 'accessories-bags', parent: 'accessories', name: t('Bags & Belts', 'Taschen & Gürtel', 'Bolsas y cinturones', 'Sacs et ceintures', 'Borse e cinture', 'Tassen & riemen') },
  { code: 'accessories-backpacks', parent: 'accessories-bags', name: t('Backpacks', 'Rucksäcke', 'Mochilas', 'Sacs à dos', 'Zaini', 'Rugzakken') },
  { code: 'accessories-tool-bags', parent: 'accessories-bags', name: t('Tool Bags', 'Werkzeugtaschen', 'Bolsas de herramientas', 'Sacs à outils', 'Borse porta attrezzi', 'Gereedschapstassen') },
  { code: 'accessories-belts', parent: 'accessories-bags', name: t('Belts', 'Gürtel', 'Cinturones', 'Ceintures', 'Cinture', 'Riemen') },
  { code: 'accessories-socks', parent: 'accessories', name: t('Socks', 'Socken', 'Calcetines', 'Chaussettes', 'Calze', 'Sokken') },
  { code: 'accessories-work-socks', parent: 'accessories-socks', name: t('Work Socks', 'Arbeitssocken', 'Calcetines de trabajo', 'Chaussettes de travail', 'Calze da lavoro', 'Werksokken') },
];

export const TOP_LEVEL_CATEGORIES = CATEGORIES.filter((c) => !c.parent).map((c) => c.code);
