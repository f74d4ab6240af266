import type { Texts } from './locale';

/**
 * Content copy for the CMS pages and components, in every language. `{brand}`, `{amount}` and
 * `{year}` are filled in per site when the content is built.
 */

const t = (en: string, de: string, es: string, fr: string, it: string, nl: string, en_GB?: string): Texts =>
  en_GB ? { en, en_GB, de, es, fr, it, nl } : { en, de, es, fr, it, nl };

export interface PageCopy {
  title: Texts;
  /** Meta description. */
  description: Texts;
  heading: Texts;
  /** Body paragraphs (plain text, one `<p>` each). */
  body: Texts[];
}

export const HOME = {
  title: t('Workwear built for hard work', 'Arbeitskleidung für harte Arbeit', 'Ropa de trabajo hecha para el trabajo duro', 'Des vêtements de travail pour le travail dur', 'Abbigliamento da lavoro per il lavoro duro', 'Werkkleding voor zwaar werk'),
  description: t(
    'Duck jackets, work pants, heavyweight tees and boots made to outlast the job. Shop {brand}.',
    'Duck-Jacken, Arbeitshosen, schwere T-Shirts und Stiefel, die jeden Job überdauern. Entdecke {brand}.',
    'Chaquetas de lona, pantalones de trabajo, camisetas gruesas y botas que duran más que la obra. Descubre {brand}.',
    'Vestes en toile, pantalons de travail, t-shirts épais et bottes qui durent plus longtemps que le chantier. Découvrez {brand}.',
    'Giacche in tela, pantaloni da lavoro, t-shirt pesanti e stivali che durano più del cantiere. Scopri {brand}.',
    'Canvas jassen, werkbroeken, stevige T-shirts en laarzen die elke klus overleven. Ontdek {brand}.',
    'Duck jackets, work trousers, heavyweight tees and boots made to outlast the job. Shop {brand}.',
  ),
  heroHeadline: t('Made for the cold shift', 'Gemacht für die kalte Schicht', 'Hecho para el turno más frío', 'Taillé pour les journées froides', 'Fatto per il turno al freddo', 'Gemaakt voor de koude dienst'),
  heroText: t(
    'Insulated duck jackets, bibs and coats that keep you warm from the first coffee to the last load.',
    'Gefütterte Duck-Jacken, Latzhosen und Mäntel, die dich vom ersten Kaffee bis zur letzten Ladung warm halten.',
    'Chaquetas, petos y abrigos acolchados que te mantienen caliente desde el primer café hasta la última carga.',
    'Vestes, salopettes et manteaux isolés qui vous tiennent chaud du premier café au dernier chargement.',
    "Giacche, salopette e cappotti imbottiti che ti tengono al caldo dal primo caffè all'ultimo carico.",
    'Gevoerde jassen, overalls en winterjassen die je warm houden van de eerste koffie tot de laatste lading.',
  ),
  heroCta: t('Shop insulated outerwear', 'Gefütterte Jacken entdecken', 'Ver prendas de abrigo', "Découvrir les vestes d'hiver", 'Scopri i capispalla imbottiti', 'Shop gevoerde jassen'),
  tiles: {
    men: t('Shop Men', 'Herren entdecken', 'Ver Hombre', 'Voir Homme', 'Scopri Uomo', 'Shop Heren'),
    women: t('Shop Women', 'Damen entdecken', 'Ver Mujer', 'Voir Femme', 'Scopri Donna', 'Shop Dames'),
    workwear: t('Protective Workwear', 'Schutzkleidung', 'Ropa de protección', 'Vêtements de protection', 'Abbigliamento protettivo', 'Beschermende werkkleding'),
  },
  bestSellers: t('Best sellers', 'Bestseller', 'Lo más vendido', 'Meilleures ventes', 'I più venduti', 'Bestsellers'),
  newArrivals: t('New arrivals', 'Neuheiten', 'Novedades', 'Nouveautés', 'Nuovi arrivi', 'Nieuw binnen'),
  storyTitle: t('Since 1921, on the job', 'Seit 1921 im Einsatz', 'En la obra desde 1921', 'Au travail depuis 1921', 'Al lavoro dal 1921', 'Sinds 1921 aan het werk'),
  story: t(
    'We started by sewing bib overalls for the men and women who built the railroads. A century later we still design every piece around one question: will it hold up to a hard day of work? Triple-stitched seams, heavyweight cotton duck and hardware that does not quit.',
    'Angefangen haben wir mit Latzhosen für die Männer und Frauen, die die Eisenbahnen gebaut haben. Ein Jahrhundert später entwerfen wir jedes Teil noch immer rund um eine Frage: Hält es einen harten Arbeitstag aus? Dreifach genähte Nähte, schweres Baumwoll-Duck und Beschläge, die nicht aufgeben.',
    'Empezamos cosiendo petos para los hombres y mujeres que construyeron el ferrocarril. Un siglo después seguimos diseñando cada prenda en torno a una pregunta: ¿aguantará un día duro de trabajo? Costuras triples, lona de algodón gruesa y herrajes que no fallan.',
    "Nous avons commencé par coudre des salopettes pour les hommes et les femmes qui construisaient les chemins de fer. Un siècle plus tard, chaque pièce est toujours pensée autour d'une question : tiendra-t-elle une dure journée de travail ? Coutures triples, toile de coton épaisse et attaches qui ne lâchent pas.",
    'Abbiamo iniziato cucendo salopette per gli uomini e le donne che costruivano le ferrovie. Un secolo dopo progettiamo ancora ogni capo attorno a una domanda: reggerà una dura giornata di lavoro? Cuciture triple, tela di cotone pesante e minuteria che non cede.',
    'We begonnen met het naaien van overalls voor de mannen en vrouwen die de spoorwegen bouwden. Een eeuw later ontwerpen we nog steeds elk stuk rond één vraag: houdt het een zware werkdag vol? Driedubbele naden, zwaar katoenen canvas en beslag dat niet opgeeft.',
  ),
  loyaltyHeadline: t('Join Groundbreakers', 'Werde Groundbreaker', 'Únete a Groundbreakers', 'Rejoignez Groundbreakers', 'Entra in Groundbreakers', 'Word Groundbreaker'),
  loyaltyText: t(
    'Earn points on every order, get early access to new gear and free repairs on your favorites.',
    'Sammle Punkte bei jeder Bestellung, erhalte früher Zugang zu neuen Produkten und kostenlose Reparaturen.',
    'Gana puntos con cada pedido, accede antes a las novedades y consigue reparaciones gratuitas.',
    'Gagnez des points à chaque commande, accédez en avant-première aux nouveautés et profitez de réparations offertes.',
    'Guadagna punti con ogni ordine, accedi in anteprima alle novità e ottieni riparazioni gratuite.',
    'Spaar punten bij elke bestelling, krijg als eerste toegang tot nieuwe producten en gratis reparaties.',
    'Earn points on every order, get early access to new gear and free repairs on your favourites.',
  ),
  repairHeadline: t('Repair, don’t replace', 'Reparieren statt ersetzen', 'Repara, no sustituyas', 'Réparer plutôt que remplacer', 'Ripara, non sostituire', 'Repareren in plaats van vervangen'),
  repairText: t(
    'Ask for a free repair kit and keep your favourite jacket working for years to come.',
    'Fordere ein kostenloses Reparaturset an und halte deine Lieblingsjacke noch jahrelang im Einsatz.',
    'Pide un kit de reparación gratuito y mantén tu chaqueta favorita en uso durante años.',
    'Demandez un kit de réparation gratuit et gardez votre veste préférée au travail pendant des années.',
    'Richiedi un kit di riparazione gratuito e fai durare la tua giacca preferita per anni.',
    'Vraag een gratis reparatieset aan en houd je favoriete jas nog jaren aan het werk.',
  ),
};

export const ROTATING_MESSAGES = {
  freeShipping: t('Free standard shipping on orders over {amount}', 'Kostenloser Standardversand ab {amount}', 'Envío estándar gratuito a partir de {amount}', 'Livraison standard offerte dès {amount}', 'Spedizione standard gratuita da {amount}', 'Gratis standaardverzending vanaf {amount}', 'Free standard delivery on orders over {amount}'),
  returns: t('Free returns within 60 days', 'Kostenlose Rücksendung innerhalb von 60 Tagen', 'Devoluciones gratuitas en 60 días', 'Retours gratuits sous 60 jours', 'Resi gratuiti entro 60 giorni', 'Gratis retourneren binnen 60 dagen'),
  loyalty: t('Groundbreakers earn points on every order', 'Groundbreakers sammeln bei jeder Bestellung Punkte', 'Los Groundbreakers ganan puntos con cada pedido', 'Les Groundbreakers gagnent des points à chaque commande', 'I Groundbreakers guadagnano punti con ogni ordine', 'Groundbreakers sparen punten bij elke bestelling'),
  repair: t('Free repair kits for your favourite gear', 'Kostenlose Reparatursets für deine Lieblingsstücke', 'Kits de reparación gratuitos para tus prendas favoritas', 'Kits de réparation gratuits pour vos pièces préférées', 'Kit di riparazione gratuiti per i tuoi capi preferiti', 'Gratis reparatiesets voor je favoriete kleding'),
  military: t('10% off for military and first responders', '', '', '', '', ''),
};

export const NAVIGATION = {
  shopAll: t('Shop all {name}', '{name}: alles ansehen', 'Ver todo: {name}', 'Tout voir : {name}', 'Vedi tutto {name}', 'Alles van {name}'),
  menu: t('Menu', 'Menü', 'Menú', 'Menu', 'Menu', 'Menu'),
  banners: {
    'men-outerwear': t('Detroit Duck Jacket: the one that started it all', 'Detroit Duck Jacke: der Klassiker, mit dem alles begann', 'Chaqueta Detroit Duck: el clásico con el que empezó todo', "Veste Detroit Duck : le classique par lequel tout a commencé", 'Giacca Detroit Duck: il classico da cui è iniziato tutto', 'Detroit Duck Jas: de klassieker waarmee het begon'),
    'men-tops': t('Pocket tees: buy 2, save 20%', 'Pocket-Shirts: ab 2 Stück 20 % sparen', 'Camisetas con bolsillo: compra 2 y ahorra un 20 %', 'T-shirts à poche : -20 % dès 2 achetés', 'T-shirt con taschino: 20% di sconto comprandone 2', "Pocket-T-shirts: koop er 2 en bespaar 20%"),
    'men-bottoms': t('Double-front pants built for kneeling', 'Doppelt verstärkte Hosen fürs Knien', 'Pantalones con doble refuerzo para trabajar de rodillas', 'Pantalons à devant doublé, faits pour travailler à genoux', 'Pantaloni a doppio rinforzo per lavorare in ginocchio', 'Broeken met dubbele voorkant, gemaakt om op te knielen', 'Double-front trousers built for kneeling'),
    'men-footwear': t('Safety boots that feel broken in from day one', 'Sicherheitsstiefel, die vom ersten Tag an bequem sind', 'Botas de seguridad cómodas desde el primer día', 'Des bottes de sécurité confortables dès le premier jour', 'Stivali antinfortunistici comodi fin dal primo giorno', 'Veiligheidslaarzen die vanaf dag één comfortabel zijn'),
    'women-outerwear': t('Sherpa-lined and made for women', 'Mit Sherpa-Futter und für Damen geschnitten', 'Forradas de sherpa y pensadas para mujer', 'Doublées sherpa et coupées pour les femmes', 'Foderate in sherpa e pensate per le donne', 'Met sherpavoering en gemaakt voor vrouwen'),
    'women-tops': t('The heavyweight pocket tee, cut for women', 'Das schwere Pocket-Shirt mit Damenschnitt', 'La camiseta gruesa con bolsillo, con patrón de mujer', 'Le t-shirt épais à poche, coupé pour les femmes', 'La t-shirt pesante con taschino, con vestibilità da donna', 'Het stevige pocket-T-shirt met damespasvorm'),
    'women-bottoms': t('Rugged Flex® pants that move with you', 'Rugged Flex®-Hosen, die jede Bewegung mitmachen', 'Pantalones Rugged Flex® que se mueven contigo', 'Des pantalons Rugged Flex® qui suivent vos mouvements', 'Pantaloni Rugged Flex® che si muovono con te', 'Rugged Flex®-broeken die met je meebewegen', 'Rugged Flex® trousers that move with you'),
    'kids-outerwear': t('Tough jackets for little crews', 'Robuste Jacken für kleine Helden', 'Chaquetas resistentes para los más pequeños', 'Des vestes robustes pour les petits', 'Giacche robuste per i più piccoli', 'Stoere jassen voor kleine bouwvakkers'),
    'workwear-high-visibility': t('Be seen: certified hi-vis gear', 'Gesehen werden: zertifizierter Warnschutz', 'Que te vean: ropa de alta visibilidad certificada', 'Restez visible : équipement haute visibilité certifié', 'Fatti vedere: capi ad alta visibilità certificati', 'Val op: gecertificeerde signalisatiekleding'),
    'workwear-flame-resistant': t('Flame-resistant protection, everyday comfort', 'Flammschutz mit Alltagskomfort', 'Protección ignífuga, comodidad diaria', 'Protection ignifugée, confort au quotidien', 'Protezione ignifuga, comfort quotidiano', 'Vlamvertragende bescherming, dagelijks comfort'),
    'accessories-headwear': t('The Watch Cuffed Beanie in 12 colours', 'Die Watch Cuffed Mütze in 12 Farben', 'El gorro Watch Cuffed en 12 colores', 'Le bonnet Watch Cuffed en 12 coloris', 'Il berretto Watch Cuffed in 12 colori', 'De Watch Cuffed muts in 12 kleuren', 'The Watch Cuffed Beanie in 12 colours'),
  } satisfies Record<string, Texts>,
};

export const FOOTER = {
  help: t('Help', 'Hilfe', 'Ayuda', 'Aide', 'Assistenza', 'Hulp'),
  company: t('Company', 'Unternehmen', 'Empresa', 'Entreprise', 'Azienda', 'Bedrijf'),
  loyalty: t('Groundbreakers', 'Groundbreakers', 'Groundbreakers', 'Groundbreakers', 'Groundbreakers', 'Groundbreakers'),
  links: {
    contact: t('Contact Us', 'Kontakt', 'Contacto', 'Nous contacter', 'Contattaci', 'Contact'),
    orderLookup: t('Order Lookup', 'Bestellung finden', 'Buscar pedido', 'Suivi de commande', 'Trova ordine', 'Bestelling opzoeken'),
    shipping: t('Shipping', 'Versand', 'Envíos', 'Livraison', 'Spedizioni', 'Verzending', 'Delivery'),
    returns: t('Returns & Exchanges', 'Rücksendung & Umtausch', 'Devoluciones y cambios', 'Retours et échanges', 'Resi e cambi', 'Retourneren & ruilen'),
    sizeGuide: t('Size Guide', 'Größentabelle', 'Guía de tallas', 'Guide des tailles', 'Guida alle taglie', 'Maattabel'),
    faq: t('FAQ', 'Häufige Fragen', 'Preguntas frecuentes', 'FAQ', 'Domande frequenti', 'Veelgestelde vragen'),
    repairKit: t('Request a Repair Kit', 'Reparaturset anfordern', 'Solicitar kit de reparación', 'Demander un kit de réparation', 'Richiedi un kit di riparazione', 'Reparatieset aanvragen'),
    about: t('About Us', 'Über uns', 'Sobre nosotros', 'À propos', 'Chi siamo', 'Over ons'),
    stores: t('Store Finder', 'Filialfinder', 'Buscador de tiendas', 'Trouver un magasin', 'Trova negozio', 'Winkelzoeker'),
    factories: t('Where We Make It', 'Wo wir produzieren', 'Dónde fabricamos', 'Où nous fabriquons', 'Dove produciamo', 'Waar we maken'),
    sponsorship: t('Sponsorships', 'Sponsoring', 'Patrocinios', 'Parrainages', 'Sponsorizzazioni', 'Sponsoring'),
    companyGear: t('Company Gear', 'Firmenbekleidung', 'Ropa para empresas', 'Tenues d’entreprise', 'Abbigliamento aziendale', 'Bedrijfskleding'),
    careers: t('Careers', 'Karriere', 'Empleo', 'Carrières', 'Lavora con noi', 'Vacatures'),
    loyaltyAbout: t('About the Program', 'Über das Programm', 'Sobre el programa', 'Le programme', 'Il programma', 'Over het programma', 'About the Programme'),
    loyaltyRewards: t('Rewards', 'Prämien', 'Recompensas', 'Récompenses', 'Premi', 'Beloningen'),
    loyaltyAccount: t('My Points', 'Meine Punkte', 'Mis puntos', 'Mes points', 'I miei punti', 'Mijn punten'),
    loyaltyHistory: t('Points History', 'Punkteverlauf', 'Historial de puntos', 'Historique des points', 'Storico punti', 'Puntengeschiedenis'),
  },
  legal: {
    privacy: t('Privacy Policy', 'Datenschutz', 'Política de privacidad', 'Politique de confidentialité', 'Informativa sulla privacy', 'Privacybeleid'),
    terms: t('Terms of Use', 'Nutzungsbedingungen', 'Condiciones de uso', "Conditions d'utilisation", "Condizioni d'uso", 'Gebruiksvoorwaarden'),
    termsOfSale: t('Terms of Sale', 'AGB', 'Condiciones de venta', 'Conditions générales de vente', 'Condizioni di vendita', 'Verkoopvoorwaarden'),
    accessibility: t('Accessibility', 'Barrierefreiheit', 'Accesibilidad', 'Accessibilité', 'Accessibilità', 'Toegankelijkheid'),
    privacyChoices: t('Do Not Sell or Share My Personal Information', '', '', '', '', ''),
    imprint: t('Imprint', 'Impressum', 'Aviso legal', 'Mentions légales', 'Note legali', 'Colofon'),
    withdrawal: t('Right of Withdrawal', 'Widerrufsrecht', 'Derecho de desistimiento', 'Droit de rétractation', 'Diritto di recesso', 'Herroepingsrecht'),
    cookies: t('Cookie Settings', 'Cookie-Einstellungen', 'Configuración de cookies', 'Paramètres des cookies', 'Impostazioni cookie', 'Cookie-instellingen'),
  },
  paymentMethods: t('We accept', 'Wir akzeptieren', 'Aceptamos', 'Nous acceptons', 'Accettiamo', 'Wij accepteren'),
  copyright: t('© {year} {brand}. All rights reserved.', '© {year} {brand}. Alle Rechte vorbehalten.', '© {year} {brand}. Todos los derechos reservados.', '© {year} {brand}. Tous droits réservés.', '© {year} {brand}. Tutti i diritti riservati.', '© {year} {brand}. Alle rechten voorbehouden.'),
};

/** The newsletter sign-up in the footer (a `CMSFlexComponent` with flexType `NewsletterComponent`). */
export const NEWSLETTER = {
  title: t('Join the crew', 'Werde Teil der Crew', 'Únete al equipo', "Rejoignez l'équipe", 'Unisciti alla squadra', 'Word lid van de crew'),
  text: t(
    'New gear, field-tested stories and members-only offers, straight to your inbox. No spam, ever.',
    'Neue Ausrüstung, Geschichten aus dem Arbeitsalltag und exklusive Angebote direkt in dein Postfach. Garantiert ohne Spam.',
    'Equipamiento nuevo, historias probadas en el trabajo y ofertas exclusivas, directamente en tu bandeja de entrada. Nada de spam.',
    'Nouveaux équipements, récits de terrain et offres réservées aux membres, directement dans votre boîte mail. Jamais de spam.',
    'Nuova attrezzatura, storie dal cantiere e offerte riservate, direttamente nella tua casella di posta. Niente spam, mai.',
    'Nieuwe uitrusting, verhalen uit de praktijk en exclusieve aanbiedingen, direct in je inbox. Nooit spam.',
  ),
};

export const MINI_CART_TITLE = t('Your cart', 'Dein Warenkorb', 'Tu cesta', 'Votre panier', 'Il tuo carrello', 'Je winkelwagen', 'Your basket');

export const CART_PAGE = {
  title: t('Shopping cart', 'Warenkorb', 'Cesta', 'Panier', 'Carrello', 'Winkelwagen', 'Shopping basket'),
  shippingNote: t(
    'Orders placed before 2 pm ship the same business day. Free returns within 60 days.',
    'Bestellungen vor 14 Uhr versenden wir noch am selben Werktag. Kostenlose Rücksendung innerhalb von 60 Tagen.',
    'Los pedidos realizados antes de las 14:00 se envían el mismo día laborable. Devoluciones gratuitas en 60 días.',
    'Les commandes passées avant 14 h sont expédiées le jour ouvré même. Retours gratuits sous 60 jours.',
    'Gli ordini effettuati entro le 14:00 vengono spediti lo stesso giorno lavorativo. Resi gratuiti entro 60 giorni.',
    'Bestellingen vóór 14.00 uur worden dezelfde werkdag verzonden. Gratis retourneren binnen 60 dagen.',
    'Orders placed before 2 pm are dispatched the same working day. Free returns within 60 days.',
  ),
  summary: t('Order summary', 'Bestellübersicht', 'Resumen del pedido', 'Récapitulatif de commande', 'Riepilogo ordine', 'Besteloverzicht'),
  recommendations: t('Complete the kit', 'Das passt dazu', 'Completa tu equipo', 'Complétez votre tenue', 'Completa il tuo equipaggiamento', 'Maak je uitrusting compleet'),
  promo: t(
    'Buy two or more pocket tees and save 20% on each.',
    'Ab zwei Pocket-Shirts sparst du 20 % auf jedes.',
    'Compra dos o más camisetas con bolsillo y ahorra un 20 % en cada una.',
    'Achetez au moins deux t-shirts à poche et économisez 20 % sur chacun.',
    'Acquista due o più t-shirt con taschino e risparmia il 20% su ciascuna.',
    'Koop twee of meer pocket-T-shirts en bespaar 20% op elk.',
  ),
};

export const COMMITMENT = t(
  'Every piece is built to last and backed by our guarantee: if it fails because of how we made it, we repair or replace it.',
  'Jedes Teil ist auf Langlebigkeit gebaut und durch unsere Garantie abgesichert: Geht es wegen eines Verarbeitungsfehlers kaputt, reparieren oder ersetzen wir es.',
  'Cada prenda está hecha para durar y cuenta con nuestra garantía: si falla por cómo la fabricamos, la reparamos o la sustituimos.',
  'Chaque pièce est faite pour durer et couverte par notre garantie : si elle cède à cause de sa fabrication, nous la réparons ou la remplaçons.',
  'Ogni capo è fatto per durare ed è coperto dalla nostra garanzia: se cede per un difetto di fabbricazione, lo ripariamo o lo sostituiamo.',
  'Elk stuk is gemaakt om lang mee te gaan en valt onder onze garantie: gaat het kapot door hoe wij het maakten, dan repareren of vervangen we het.',
);

export const REPAIR_ELIGIBILITY = t(
  'Repair kits are free for jackets, coats, vests, bibs and pants bought from us or our authorised retailers. Each kit covers one garment. Zips on insulated outerwear are repaired in our workshop instead: contact us and we will arrange collection.',
  'Reparatursets sind kostenlos für Jacken, Mäntel, Westen, Latzhosen und Hosen, die bei uns oder unseren Vertragshändlern gekauft wurden. Jedes Set ist für ein Kleidungsstück. Reißverschlüsse an gefütterten Jacken reparieren wir in unserer Werkstatt: Kontaktiere uns, wir organisieren die Abholung.',
  'Los kits de reparación son gratuitos para chaquetas, abrigos, chalecos, petos y pantalones comprados en nuestra tienda o en distribuidores autorizados. Cada kit es para una prenda. Las cremalleras de las prendas acolchadas se reparan en nuestro taller: contáctanos y organizaremos la recogida.',
  'Les kits de réparation sont gratuits pour les vestes, manteaux, gilets, salopettes et pantalons achetés chez nous ou chez nos revendeurs agréés. Un kit par vêtement. Les fermetures des vestes isolées sont réparées dans notre atelier : contactez-nous et nous organiserons l’enlèvement.',
  'I kit di riparazione sono gratuiti per giacche, cappotti, gilet, salopette e pantaloni acquistati da noi o dai nostri rivenditori autorizzati. Ogni kit vale per un capo. Le zip dei capi imbottiti vengono riparate nel nostro laboratorio: contattaci e organizzeremo il ritiro.',
  'Reparatiesets zijn gratis voor jassen, winterjassen, bodywarmers, overalls en broeken die bij ons of een erkende dealer zijn gekocht. Eén set per kledingstuk. Ritsen van gevoerde jassen repareren we in onze werkplaats: neem contact op en we regelen het ophalen.',
  'Repair kits are free for jackets, coats, gilets, bib overalls and trousers bought from us or our authorised retailers. Each kit covers one garment. Zips on insulated outerwear are repaired in our workshop instead: contact us and we will arrange collection.',
);

export const STORE_FINDER_EXTRA = {
  promo: t('Visit a store for free hemming on work pants', 'Kostenloses Kürzen von Arbeitshosen in unseren Filialen', 'Bajos de pantalón gratis en nuestras tiendas', 'Ourlets gratuits sur les pantalons de travail en magasin', 'Orli gratuiti sui pantaloni da lavoro in negozio', 'Gratis zomen van werkbroeken in onze winkels', 'Free hemming on work trousers in our stores'),
  partners: t('Preferred retailers', 'Bevorzugte Händler', 'Distribuidores preferentes', 'Revendeurs privilégiés', 'Rivenditori preferiti', 'Voorkeursverkopers'),
};

const p = (title: Texts, description: Texts, heading: Texts, ...body: Texts[]): PageCopy => ({ title, description, heading, body });

/** Content pages by label. */
export const PAGES: Record<string, PageCopy> = {
  'contact-us': p(
    t('Contact us', 'Kontakt', 'Contacto', 'Nous contacter', 'Contattaci', 'Contact'),
    t('Questions about an order, sizing or a repair? Our customer care team is here to help.', 'Fragen zu einer Bestellung, Größe oder Reparatur? Unser Kundenservice hilft dir gern.', '¿Preguntas sobre un pedido, tallas o una reparación? Nuestro equipo de atención al cliente te ayuda.', 'Une question sur une commande, une taille ou une réparation ? Notre service client est là pour vous.', "Domande su un ordine, sulle taglie o su una riparazione? Il nostro servizio clienti è qui per aiutarti.", 'Vragen over een bestelling, maat of reparatie? Onze klantenservice helpt je graag.'),
    t('How can we help?', 'Wie können wir helfen?', '¿Cómo podemos ayudarte?', 'Comment pouvons-nous vous aider ?', 'Come possiamo aiutarti?', 'Hoe kunnen we helpen?'),
    t('Send us a message and we will reply within one business day. For anything about an existing order, have your order number ready.', 'Schreib uns eine Nachricht, wir antworten innerhalb eines Werktags. Halte bei Fragen zu einer Bestellung bitte deine Bestellnummer bereit.', 'Envíanos un mensaje y te responderemos en un día laborable. Si es sobre un pedido, ten a mano el número de pedido.', 'Envoyez-nous un message, nous répondons sous un jour ouvré. Pour une commande en cours, munissez-vous de votre numéro de commande.', 'Inviaci un messaggio e ti risponderemo entro un giorno lavorativo. Per un ordine esistente, tieni a portata di mano il numero d’ordine.', 'Stuur ons een bericht en we reageren binnen één werkdag. Heb je een vraag over een bestelling, houd dan je bestelnummer bij de hand.', 'Send us a message and we will reply within one working day. For anything about an existing order, have your order number ready.'),
    t('Customer care is available Monday to Friday, 8 am to 8 pm, and Saturday, 9 am to 5 pm.', 'Der Kundenservice ist montags bis freitags von 8 bis 20 Uhr und samstags von 9 bis 17 Uhr erreichbar.', 'Atención al cliente de lunes a viernes de 8:00 a 20:00 y los sábados de 9:00 a 17:00.', 'Le service client est disponible du lundi au vendredi de 8 h à 20 h et le samedi de 9 h à 17 h.', 'Il servizio clienti è disponibile dal lunedì al venerdì dalle 8 alle 20 e il sabato dalle 9 alle 17.', 'De klantenservice is bereikbaar van maandag tot en met vrijdag van 8.00 tot 20.00 uur en op zaterdag van 9.00 tot 17.00 uur.'),
  ),
  'store-finder/find': p(
    t('Find a store', 'Filiale finden', 'Encuentra una tienda', 'Trouver un magasin', 'Trova un negozio', 'Vind een winkel'),
    t('Find our stores and authorised retailers near you, with opening hours and services.', 'Finde unsere Filialen und Vertragshändler in deiner Nähe, mit Öffnungszeiten und Services.', 'Encuentra nuestras tiendas y distribuidores autorizados cerca de ti, con horarios y servicios.', 'Trouvez nos magasins et revendeurs agréés près de chez vous, avec horaires et services.', 'Trova i nostri negozi e rivenditori autorizzati vicino a te, con orari e servizi.', 'Vind onze winkels en erkende verkooppunten bij jou in de buurt, met openingstijden en services.'),
    t('Stores near you', 'Filialen in deiner Nähe', 'Tiendas cerca de ti', 'Magasins près de chez vous', 'Negozi vicino a te', 'Winkels bij jou in de buurt'),
    t('Try it on before you buy, get your work pants hemmed and pick up online orders in store.', 'Vor dem Kauf anprobieren, Arbeitshosen kürzen lassen und Online-Bestellungen in der Filiale abholen.', 'Pruébatelo antes de comprar, haz que te ajusten los pantalones y recoge tus pedidos online en tienda.', 'Essayez avant d’acheter, faites ourler vos pantalons de travail et retirez vos commandes en ligne en magasin.', 'Provalo prima di acquistare, fai accorciare i pantaloni da lavoro e ritira gli ordini online in negozio.', 'Pas voordat je koopt, laat je werkbroek innemen en haal online bestellingen op in de winkel.', 'Try it on before you buy, get your work trousers hemmed and collect online orders in store.'),
  ),
  'loyalty-history': p(
    t('Points history', 'Punkteverlauf', 'Historial de puntos', 'Historique des points', 'Storico punti', 'Puntengeschiedenis'),
    t('Every point you earned and redeemed as a Groundbreaker.', 'Alle Punkte, die du als Groundbreaker gesammelt und eingelöst hast.', 'Todos los puntos que has ganado y canjeado como Groundbreaker.', 'Tous les points gagnés et utilisés en tant que Groundbreaker.', 'Tutti i punti che hai guadagnato e riscattato come Groundbreaker.', 'Alle punten die je als Groundbreaker hebt gespaard en ingewisseld.'),
    t('Your points history', 'Dein Punkteverlauf', 'Tu historial de puntos', 'Votre historique de points', 'Il tuo storico punti', 'Jouw puntengeschiedenis'),
    t('Points are added once your order ships and can take up to 48 hours to appear.', 'Punkte werden gutgeschrieben, sobald deine Bestellung versendet ist, und können bis zu 48 Stunden später erscheinen.', 'Los puntos se suman cuando se envía tu pedido y pueden tardar hasta 48 horas en aparecer.', "Les points sont crédités à l'expédition de votre commande et peuvent mettre jusqu'à 48 heures à apparaître.", 'I punti vengono accreditati alla spedizione dell’ordine e possono comparire entro 48 ore.', 'Punten worden bijgeschreven zodra je bestelling is verzonden en kunnen tot 48 uur later zichtbaar zijn.'),
  ),
  emeaRepairKitFormPage: p(
    t('Request a repair kit', 'Reparaturset anfordern', 'Solicitar un kit de reparación', 'Demander un kit de réparation', 'Richiedi un kit di riparazione', 'Reparatieset aanvragen'),
    t('Keep your gear working: request a free patch, zip or button repair kit.', 'Halte deine Kleidung im Einsatz: Fordere ein kostenloses Flicken-, Reißverschluss- oder Knopf-Reparaturset an.', 'Mantén tu ropa en uso: pide un kit gratuito de parches, cremallera o botones.', 'Gardez vos vêtements au travail : demandez un kit gratuit de rapiéçage, de fermeture ou de boutons.', 'Fai durare i tuoi capi: richiedi un kit gratuito di toppe, zip o bottoni.', 'Houd je kleding aan het werk: vraag een gratis reparatieset aan voor lappen, ritsen of knopen.'),
    t('Repair kits', 'Reparatursets', 'Kits de reparación', 'Kits de réparation', 'Kit di riparazione', 'Reparatiesets'),
    t('Tell us what needs fixing and we will post you the right kit with step-by-step instructions. Check whether your item qualifies here before you send the form.', 'Sag uns, was repariert werden muss, und wir schicken dir das passende Set mit Schritt-für-Schritt-Anleitung. Prüfe hier, ob dein Artikel berechtigt ist, bevor du das Formular sendest.', 'Cuéntanos qué hay que arreglar y te enviaremos el kit adecuado con instrucciones paso a paso. Comprueba aquí si tu prenda cumple los requisitos antes de enviar el formulario.', 'Dites-nous ce qui doit être réparé et nous vous enverrons le kit adapté avec des instructions pas à pas. Vérifiez ici que votre article est éligible avant d’envoyer le formulaire.', 'Dicci cosa va riparato e ti spediremo il kit giusto con le istruzioni passo passo. Verifica qui se il tuo capo è idoneo prima di inviare il modulo.', 'Vertel ons wat er gerepareerd moet worden en we sturen je de juiste set met stapsgewijze instructies. Controleer hier of je artikel in aanmerking komt voordat je het formulier verstuurt.'),
  ),
  'factory-map': p(
    t('Where we make it', 'Wo wir produzieren', 'Dónde fabricamos', 'Où nous fabriquons', 'Dove produciamo', 'Waar we maken'),
    t('See the factories and partner facilities that cut, sew and ship our gear.', 'Sieh dir die Werke und Partnerbetriebe an, die unsere Kleidung zuschneiden, nähen und versenden.', 'Descubre las fábricas y los centros asociados que cortan, cosen y envían nuestras prendas.', 'Découvrez les usines et sites partenaires qui coupent, cousent et expédient nos vêtements.', 'Scopri le fabbriche e i partner che tagliano, cuciono e spediscono i nostri capi.', 'Bekijk de fabrieken en partners die onze kleding snijden, naaien en verzenden.'),
    t('Our factories', 'Unsere Werke', 'Nuestras fábricas', 'Nos usines', 'Le nostre fabbriche', 'Onze fabrieken'),
    t('We still cut and sew in our own plants, and we publish every partner facility we work with. Select a pin to see the people and places behind your gear.', 'Wir schneiden und nähen noch in eigenen Werken und veröffentlichen jeden Partnerbetrieb, mit dem wir arbeiten. Wähle eine Markierung, um die Menschen und Orte hinter deiner Kleidung zu sehen.', 'Seguimos cortando y cosiendo en nuestras propias plantas y publicamos cada centro asociado con el que trabajamos. Selecciona un punto para conocer a las personas y los lugares detrás de tu ropa.', 'Nous coupons et cousons toujours dans nos propres usines, et nous publions chaque site partenaire. Sélectionnez un repère pour découvrir les personnes et les lieux derrière vos vêtements.', 'Tagliamo e cuciamo ancora nei nostri stabilimenti e pubblichiamo ogni partner con cui lavoriamo. Seleziona un segnaposto per scoprire le persone e i luoghi dietro i tuoi capi.', 'We snijden en naaien nog steeds in eigen fabrieken en publiceren elke partner waarmee we werken. Kies een markering om de mensen en plekken achter je kleding te zien.'),
  ),
  SponsorshipHome: p(
    t('Sponsorships', 'Sponsoring', 'Patrocinios', 'Parrainages', 'Sponsorizzazioni', 'Sponsoring'),
    t('We back the trades, the teams and the communities that work hard.', 'Wir unterstützen Handwerk, Teams und Gemeinschaften, die hart arbeiten.', 'Apoyamos a los oficios, los equipos y las comunidades que trabajan duro.', 'Nous soutenons les métiers, les équipes et les communautés qui travaillent dur.', 'Sosteniamo i mestieri, le squadre e le comunità che lavorano sodo.', 'We steunen vakmensen, teams en gemeenschappen die hard werken.'),
    t('Sponsorships and giving', 'Sponsoring und Spenden', 'Patrocinios y donaciones', 'Parrainages et dons', 'Sponsorizzazioni e donazioni', 'Sponsoring en giften'),
    t('Each year we support trade schools, volunteer fire departments and local teams with gear and funding. Tell us about your organisation and how we can help.', 'Jedes Jahr unterstützen wir Berufsschulen, freiwillige Feuerwehren und lokale Teams mit Ausrüstung und Geld. Erzähl uns von deiner Organisation und wie wir helfen können.', 'Cada año apoyamos a escuelas de oficios, bomberos voluntarios y equipos locales con ropa y financiación. Cuéntanos sobre tu organización y cómo podemos ayudar.', 'Chaque année, nous soutenons des écoles professionnelles, des pompiers volontaires et des équipes locales en équipement et en financement. Parlez-nous de votre structure et de la façon dont nous pouvons aider.', 'Ogni anno sosteniamo scuole professionali, vigili del fuoco volontari e squadre locali con abbigliamento e fondi. Raccontaci della tua organizzazione e di come possiamo aiutarti.', 'Elk jaar steunen we vakscholen, vrijwillige brandweerkorpsen en lokale teams met kleding en geld. Vertel ons over je organisatie en hoe we kunnen helpen.', 'Each year we support trade schools, volunteer fire services and local teams with gear and funding. Tell us about your organisation and how we can help.'),
  ),
  DonationForm: p(
    t('Request a donation', 'Spende anfragen', 'Solicitar una donación', 'Demander un don', 'Richiedi una donazione', 'Donatie aanvragen'),
    t('Apply for a gear donation for your non-profit organisation.', 'Beantrage eine Sachspende für deine gemeinnützige Organisation.', 'Solicita una donación de ropa para tu organización sin ánimo de lucro.', 'Demandez un don de vêtements pour votre association.', 'Richiedi una donazione di abbigliamento per la tua organizzazione no profit.', 'Vraag een kledingdonatie aan voor je non-profitorganisatie.'),
    t('Donation request', 'Spendenanfrage', 'Solicitud de donación', 'Demande de don', 'Richiesta di donazione', 'Donatieaanvraag'),
    t('We review requests every month. Please apply at least eight weeks before your event.', 'Wir prüfen Anfragen monatlich. Bitte bewirb dich mindestens acht Wochen vor deiner Veranstaltung.', 'Revisamos las solicitudes cada mes. Envía la tuya al menos ocho semanas antes del evento.', 'Nous étudions les demandes chaque mois. Merci de postuler au moins huit semaines avant votre événement.', 'Esaminiamo le richieste ogni mese. Invia la tua almeno otto settimane prima dell’evento.', 'We beoordelen aanvragen elke maand. Vraag minstens acht weken voor je evenement aan.'),
  ),
  SponsorshipForm: p(
    t('Apply for a sponsorship', 'Sponsoring beantragen', 'Solicitar un patrocinio', 'Demander un parrainage', 'Richiedi una sponsorizzazione', 'Sponsoring aanvragen'),
    t('Apply for sponsorship of your team, event or trade programme.', 'Beantrage Sponsoring für dein Team, deine Veranstaltung oder dein Ausbildungsprogramm.', 'Solicita el patrocinio de tu equipo, evento o programa de formación.', 'Demandez le parrainage de votre équipe, événement ou formation.', 'Richiedi la sponsorizzazione della tua squadra, evento o programma formativo.', 'Vraag sponsoring aan voor je team, evenement of opleiding.', 'Apply for sponsorship of your team, event or trade programme.'),
    t('Sponsorship application', 'Sponsoring-Antrag', 'Solicitud de patrocinio', 'Demande de parrainage', 'Richiesta di sponsorizzazione', 'Sponsoringaanvraag'),
    t('Tell us who you are, what you need and how many people it will reach.', 'Sag uns, wer ihr seid, was ihr braucht und wie viele Menschen ihr erreicht.', 'Cuéntanos quiénes sois, qué necesitáis y a cuántas personas llegaréis.', 'Dites-nous qui vous êtes, ce dont vous avez besoin et combien de personnes seront touchées.', 'Raccontaci chi siete, di cosa avete bisogno e quante persone raggiungerete.', 'Vertel ons wie jullie zijn, wat jullie nodig hebben en hoeveel mensen jullie bereiken.'),
  ),
  InfluencerForm: p(
    t('Work with us', 'Arbeite mit uns', 'Colabora con nosotros', 'Collaborez avec nous', 'Collabora con noi', 'Werk met ons samen'),
    t('Creators who work with their hands: apply to partner with us.', 'Creator, die mit ihren Händen arbeiten: Bewirb dich für eine Partnerschaft.', 'Creadores que trabajan con las manos: solicita colaborar con nosotros.', 'Créateurs qui travaillent de leurs mains : proposez-nous un partenariat.', 'Creator che lavorano con le mani: candidati per collaborare con noi.', 'Makers die met hun handen werken: meld je aan voor een samenwerking.'),
    t('Creator partnerships', 'Creator-Partnerschaften', 'Colaboraciones con creadores', 'Partenariats créateurs', 'Collaborazioni con i creator', 'Samenwerkingen met makers'),
    t('Show us your work, your channels and the audience you build for. We reply to every application within three weeks.', 'Zeig uns deine Arbeit, deine Kanäle und dein Publikum. Wir antworten auf jede Bewerbung innerhalb von drei Wochen.', 'Enséñanos tu trabajo, tus canales y tu audiencia. Respondemos a todas las solicitudes en tres semanas.', 'Montrez-nous votre travail, vos chaînes et votre audience. Nous répondons à chaque candidature sous trois semaines.', 'Mostraci il tuo lavoro, i tuoi canali e il tuo pubblico. Rispondiamo a ogni candidatura entro tre settimane.', 'Laat ons je werk, je kanalen en je publiek zien. We reageren binnen drie weken op elke aanmelding.'),
  ),
  'groundbreakers-account': p(
    t('Groundbreakers account', 'Groundbreakers-Konto', 'Cuenta Groundbreakers', 'Compte Groundbreakers', 'Account Groundbreakers', 'Groundbreakers-account'),
    t('Check your Groundbreakers points, rewards and member perks.', 'Sieh dir deine Groundbreakers-Punkte, Prämien und Vorteile an.', 'Consulta tus puntos, recompensas y ventajas Groundbreakers.', 'Consultez vos points, récompenses et avantages Groundbreakers.', 'Controlla punti, premi e vantaggi Groundbreakers.', 'Bekijk je Groundbreakers-punten, beloningen en voordelen.'),
    t('Your Groundbreakers account', 'Dein Groundbreakers-Konto', 'Tu cuenta Groundbreakers', 'Votre compte Groundbreakers', 'Il tuo account Groundbreakers', 'Je Groundbreakers-account'),
    t('Sign in to see your points balance and the rewards you can unlock.', 'Melde dich an, um deinen Punktestand und verfügbare Prämien zu sehen.', 'Inicia sesión para ver tu saldo de puntos y las recompensas disponibles.', 'Connectez-vous pour voir votre solde de points et les récompenses à débloquer.', 'Accedi per vedere il saldo punti e i premi che puoi sbloccare.', 'Log in om je puntensaldo en beschikbare beloningen te zien.'),
  ),
  'groundbreakers-loyalty-rewards': p(
    t('Groundbreakers rewards', 'Groundbreakers-Prämien', 'Recompensas Groundbreakers', 'Récompenses Groundbreakers', 'Premi Groundbreakers', 'Groundbreakers-beloningen'),
    t('How to earn and redeem Groundbreakers points.', 'So sammelst und löst du Groundbreakers-Punkte ein.', 'Cómo ganar y canjear puntos Groundbreakers.', 'Comment gagner et utiliser vos points Groundbreakers.', 'Come guadagnare e riscattare i punti Groundbreakers.', 'Zo spaar en wissel je Groundbreakers-punten.'),
    t('Earn points, get rewarded', 'Punkte sammeln, Prämien erhalten', 'Gana puntos, consigue recompensas', 'Gagnez des points, obtenez des récompenses', 'Guadagna punti, ottieni premi', 'Spaar punten, krijg beloningen'),
    t('Earn 1 point for every dollar you spend. Every 500 points becomes a $10 reward you can use on your next order.', 'Sammle 1 Punkt pro ausgegebenem Dollar. Alle 500 Punkte werden zu einer 10-$-Prämie für deine nächste Bestellung.', 'Gana 1 punto por cada dólar que gastes. Cada 500 puntos se convierten en una recompensa de 10 $ para tu próximo pedido.', 'Gagnez 1 point par dollar dépensé. Tous les 500 points, vous obtenez une récompense de 10 $ pour votre prochaine commande.', 'Guadagna 1 punto per ogni dollaro speso. Ogni 500 punti diventano un premio da 10 $ per il prossimo ordine.', 'Spaar 1 punt per uitgegeven dollar. Elke 500 punten worden een beloning van $10 voor je volgende bestelling.'),
    t('Members also get free shipping on every order, birthday bonus points and early access to new gear.', 'Mitglieder erhalten außerdem kostenlosen Versand, Geburtstags-Bonuspunkte und früheren Zugang zu neuen Produkten.', 'Los miembros disfrutan además de envío gratuito, puntos extra por su cumpleaños y acceso anticipado a las novedades.', 'Les membres profitent aussi de la livraison offerte, de points bonus pour leur anniversaire et d’un accès anticipé aux nouveautés.', 'I membri hanno anche la spedizione gratuita, punti bonus per il compleanno e accesso anticipato alle novità.', 'Leden krijgen ook gratis verzending, verjaardagspunten en eerder toegang tot nieuwe producten.'),
  ),
  'groundbreakers-about': p(
    t('About Groundbreakers', 'Über Groundbreakers', 'Sobre Groundbreakers', 'À propos de Groundbreakers', 'Informazioni su Groundbreakers', 'Over Groundbreakers'),
    t('Groundbreakers is our free loyalty program for people who work hard.', 'Groundbreakers ist unser kostenloses Treueprogramm für alle, die hart arbeiten.', 'Groundbreakers es nuestro programa de fidelidad gratuito para quienes trabajan duro.', 'Groundbreakers est notre programme de fidélité gratuit pour celles et ceux qui travaillent dur.', 'Groundbreakers è il nostro programma fedeltà gratuito per chi lavora sodo.', 'Groundbreakers is ons gratis loyaliteitsprogramma voor harde werkers.', 'Groundbreakers is our free loyalty programme for people who work hard.'),
    t('Welcome to Groundbreakers', 'Willkommen bei Groundbreakers', 'Bienvenido a Groundbreakers', 'Bienvenue chez Groundbreakers', 'Benvenuto in Groundbreakers', 'Welkom bij Groundbreakers'),
    t('Joining is free and takes a minute: create an account and tick the Groundbreakers box. Points start adding up with your next order.', 'Die Teilnahme ist kostenlos und dauert eine Minute: Konto anlegen und das Groundbreakers-Kästchen anhaken. Mit der nächsten Bestellung sammelst du Punkte.', 'Unirse es gratis y lleva un minuto: crea una cuenta y marca la casilla Groundbreakers. Empezarás a sumar puntos con tu próximo pedido.', "L'inscription est gratuite et prend une minute : créez un compte et cochez la case Groundbreakers. Les points s'accumulent dès votre prochaine commande.", "L'iscrizione è gratuita e richiede un minuto: crea un account e spunta la casella Groundbreakers. Accumulerai punti dal prossimo ordine.", 'Meedoen is gratis en kost een minuut: maak een account aan en vink Groundbreakers aan. Vanaf je volgende bestelling spaar je punten.'),
  ),
  notFound: p(
    t('Page not found', 'Seite nicht gefunden', 'Página no encontrada', 'Page introuvable', 'Pagina non trovata', 'Pagina niet gevonden'),
    t('The page you were looking for could not be found.', 'Die gesuchte Seite wurde nicht gefunden.', 'No hemos encontrado la página que buscabas.', 'La page que vous cherchez est introuvable.', 'La pagina che cercavi non è stata trovata.', 'De pagina die je zocht, is niet gevonden.'),
    t('We can’t find that page', 'Diese Seite gibt es nicht', 'No encontramos esa página', 'Nous ne trouvons pas cette page', 'Non troviamo questa pagina', 'We kunnen die pagina niet vinden'),
    t('It may have moved or no longer exist. Try searching, or start again from one of the departments below.', 'Sie wurde vielleicht verschoben oder existiert nicht mehr. Versuch es mit der Suche oder starte in einer der Kategorien unten.', 'Puede que se haya movido o que ya no exista. Prueba a buscar o empieza de nuevo desde una de las secciones de abajo.', 'Elle a peut-être été déplacée ou n’existe plus. Essayez la recherche ou repartez de l’un des rayons ci-dessous.', 'Potrebbe essere stata spostata o non esistere più. Prova a cercare o riparti da uno dei reparti qui sotto.', 'Misschien is hij verplaatst of bestaat hij niet meer. Probeer te zoeken of begin opnieuw bij een van de afdelingen hieronder.'),
  ),
  pageError: p(
    t('Something went wrong', 'Etwas ist schiefgelaufen', 'Algo ha fallado', 'Une erreur est survenue', 'Qualcosa è andato storto', 'Er ging iets mis'),
    t('An error occurred while loading this page.', 'Beim Laden dieser Seite ist ein Fehler aufgetreten.', 'Se ha producido un error al cargar esta página.', 'Une erreur est survenue lors du chargement de cette page.', 'Si è verificato un errore durante il caricamento della pagina.', 'Er is een fout opgetreden bij het laden van deze pagina.'),
    t('We hit a snag', 'Da hat etwas geklemmt', 'Hemos tenido un problema', 'Petit accroc de notre côté', 'Abbiamo avuto un intoppo', 'Er zit iets vast'),
    t('Please try again in a moment. If the problem continues, contact customer care.', 'Bitte versuch es gleich noch einmal. Wenn das Problem bleibt, wende dich an den Kundenservice.', 'Inténtalo de nuevo en un momento. Si el problema continúa, contacta con atención al cliente.', 'Merci de réessayer dans un instant. Si le problème persiste, contactez le service client.', 'Riprova tra un momento. Se il problema persiste, contatta il servizio clienti.', 'Probeer het zo nog eens. Blijft het probleem, neem dan contact op met de klantenservice.'),
  ),
  DoubleOptIn: p(
    t('Confirm your subscription', 'Anmeldung bestätigen', 'Confirma tu suscripción', 'Confirmez votre inscription', 'Conferma l’iscrizione', 'Bevestig je inschrijving'),
    t('Confirm your email address to receive our newsletter.', 'Bestätige deine E-Mail-Adresse, um unseren Newsletter zu erhalten.', 'Confirma tu correo para recibir nuestra newsletter.', 'Confirmez votre adresse e-mail pour recevoir notre newsletter.', 'Conferma il tuo indirizzo e-mail per ricevere la newsletter.', 'Bevestig je e-mailadres om onze nieuwsbrief te ontvangen.'),
    t('One last step', 'Nur noch ein Schritt', 'Un último paso', 'Une dernière étape', 'Ancora un passo', 'Nog één stap'),
    t('We are confirming your email address. You will be redirected in a moment.', 'Wir bestätigen gerade deine E-Mail-Adresse. Du wirst gleich weitergeleitet.', 'Estamos confirmando tu correo. En un momento te redirigiremos.', 'Nous confirmons votre adresse e-mail. Vous allez être redirigé dans un instant.', 'Stiamo confermando il tuo indirizzo e-mail. Tra poco verrai reindirizzato.', 'We bevestigen je e-mailadres. Je wordt zo doorgestuurd.'),
  ),
  'company-gear': p(
    t('Company gear', 'Firmenbekleidung', 'Ropa para empresas', 'Tenues d’entreprise', 'Abbigliamento aziendale', 'Bedrijfskleding'),
    t('Outfit your crew or sell our workwear in your store.', 'Statte dein Team aus oder verkaufe unsere Arbeitskleidung in deinem Geschäft.', 'Equipa a tu equipo o vende nuestra ropa de trabajo en tu tienda.', 'Équipez votre équipe ou vendez nos vêtements de travail dans votre magasin.', 'Veste la tua squadra o vendi il nostro abbigliamento da lavoro nel tuo negozio.', 'Kleed je team aan of verkoop onze werkkleding in je winkel.'),
    t('Gear for your business', 'Ausrüstung für dein Unternehmen', 'Ropa para tu negocio', 'Des tenues pour votre entreprise', 'Abbigliamento per la tua azienda', 'Kleding voor je bedrijf'),
    t('From five employees to five thousand, our business team helps you choose, brand and reorder workwear. Retailers can apply to stock our range.', 'Ob fünf oder fünftausend Mitarbeitende: Unser Business-Team hilft beim Auswählen, Veredeln und Nachbestellen. Händler können sich für unser Sortiment bewerben.', 'De cinco a cinco mil empleados, nuestro equipo de empresas te ayuda a elegir, personalizar y volver a pedir. Las tiendas pueden solicitar vender nuestra gama.', 'De cinq à cinq mille salariés, notre équipe entreprises vous aide à choisir, personnaliser et réassortir vos tenues. Les revendeurs peuvent demander à distribuer notre gamme.', 'Da cinque a cinquemila dipendenti, il nostro team aziende ti aiuta a scegliere, personalizzare e riordinare. I rivenditori possono candidarsi per vendere la nostra gamma.', 'Van vijf tot vijfduizend medewerkers: ons zakelijke team helpt je kiezen, bedrukken en nabestellen. Winkels kunnen zich aanmelden om ons assortiment te verkopen.'),
  ),
  account: p(
    t('My account', 'Mein Konto', 'Mi cuenta', 'Mon compte', 'Il mio account', 'Mijn account'),
    t('Orders, addresses, saved cards and profile.', 'Bestellungen, Adressen, gespeicherte Karten und Profil.', 'Pedidos, direcciones, tarjetas guardadas y perfil.', 'Commandes, adresses, cartes enregistrées et profil.', 'Ordini, indirizzi, carte salvate e profilo.', 'Bestellingen, adressen, opgeslagen kaarten en profiel.'),
    t('Welcome back', 'Willkommen zurück', 'Hola de nuevo', 'Bon retour', 'Bentornato', 'Welkom terug'),
    t('Track orders, manage your addresses and cards, and keep your details up to date.', 'Verfolge Bestellungen, verwalte Adressen und Karten und halte deine Daten aktuell.', 'Sigue tus pedidos, gestiona direcciones y tarjetas y mantén tus datos al día.', 'Suivez vos commandes, gérez vos adresses et cartes, et tenez vos informations à jour.', 'Segui gli ordini, gestisci indirizzi e carte e tieni aggiornati i tuoi dati.', 'Volg bestellingen, beheer je adressen en kaarten en houd je gegevens actueel.'),
  ),
  'returns-exchanges': p(
    t('Returns & exchanges', 'Rücksendung & Umtausch', 'Devoluciones y cambios', 'Retours et échanges', 'Resi e cambi', 'Retourneren & ruilen'),
    t('Free returns within 60 days. Here is how to send something back or swap a size.', 'Kostenlose Rücksendung innerhalb von 60 Tagen. So schickst du etwas zurück oder tauschst die Größe.', 'Devoluciones gratuitas en 60 días. Así puedes devolver un artículo o cambiar de talla.', 'Retours gratuits sous 60 jours. Voici comment renvoyer un article ou changer de taille.', 'Resi gratuiti entro 60 giorni. Ecco come restituire un articolo o cambiare taglia.', 'Gratis retourneren binnen 60 dagen. Zo stuur je iets terug of ruil je van maat.'),
    t('Returns & exchanges', 'Rücksendung & Umtausch', 'Devoluciones y cambios', 'Retours et échanges', 'Resi e cambi', 'Retourneren & ruilen'),
    t('Unworn items with tags attached can be returned free of charge within 60 days of delivery. Start a return from your order history or with the order lookup.', 'Ungetragene Artikel mit Etikett kannst du innerhalb von 60 Tagen nach Lieferung kostenlos zurücksenden. Starte die Rücksendung in deiner Bestellübersicht oder über die Bestellsuche.', 'Puedes devolver gratis los artículos sin usar y con etiqueta en los 60 días siguientes a la entrega. Inicia la devolución desde tu historial de pedidos o con la búsqueda de pedidos.', "Les articles non portés avec leurs étiquettes peuvent être retournés gratuitement sous 60 jours après la livraison. Lancez le retour depuis l'historique de vos commandes ou via le suivi de commande.", 'Gli articoli non indossati e con etichetta possono essere resi gratuitamente entro 60 giorni dalla consegna. Avvia il reso dallo storico ordini o con la ricerca ordine.', 'Ongedragen artikelen met label kun je binnen 60 dagen na levering gratis retourneren. Start een retour vanuit je bestelgeschiedenis of via bestelling opzoeken.'),
    t('Refunds reach your original payment method within 5 to 10 business days after we receive your parcel. Exchanges for another size ship as soon as the return is scanned.', 'Die Erstattung erfolgt innerhalb von 5 bis 10 Werktagen nach Eingang deines Pakets auf das ursprüngliche Zahlungsmittel. Umtausch in eine andere Größe versenden wir, sobald die Rücksendung gescannt ist.', 'El reembolso llega a tu método de pago original en 5 a 10 días laborables desde que recibimos el paquete. Los cambios de talla se envían en cuanto se escanea la devolución.', 'Le remboursement est effectué sur votre moyen de paiement d’origine sous 5 à 10 jours ouvrés après réception du colis. Les échanges de taille partent dès que le retour est scanné.', 'Il rimborso arriva sul metodo di pagamento originale entro 5-10 giorni lavorativi dal ricevimento del pacco. I cambi taglia partono appena il reso viene scansionato.', 'De terugbetaling staat binnen 5 tot 10 werkdagen na ontvangst van je pakket op je oorspronkelijke betaalmethode. Ruilingen naar een andere maat versturen we zodra de retour is gescand.', 'Refunds reach your original payment method within 5 to 10 working days after we receive your parcel. Exchanges for another size are dispatched as soon as the return is scanned.'),
  ),
  'shipping-information': p(
    t('Shipping information', 'Versandinformationen', 'Información de envío', 'Informations de livraison', 'Informazioni sulla spedizione', 'Verzendinformatie', 'Delivery information'),
    t('Delivery options, costs and times.', 'Versandarten, Kosten und Lieferzeiten.', 'Opciones, costes y plazos de envío.', 'Modes, frais et délais de livraison.', 'Opzioni, costi e tempi di spedizione.', 'Verzendopties, kosten en levertijden.'),
    t('Shipping', 'Versand', 'Envíos', 'Livraison', 'Spedizioni', 'Verzending', 'Delivery'),
    t('Standard shipping takes 3 to 5 business days and is free on orders over {amount}. Express shipping arrives in 1 to 2 business days.', 'Der Standardversand dauert 3 bis 5 Werktage und ist ab {amount} kostenlos. Expressversand kommt in 1 bis 2 Werktagen an.', 'El envío estándar tarda de 3 a 5 días laborables y es gratuito a partir de {amount}. El envío exprés llega en 1 o 2 días laborables.', 'La livraison standard prend 3 à 5 jours ouvrés et est offerte dès {amount}. La livraison express arrive en 1 à 2 jours ouvrés.', 'La spedizione standard richiede da 3 a 5 giorni lavorativi ed è gratuita da {amount}. La spedizione espressa arriva in 1-2 giorni lavorativi.', 'Standaardverzending duurt 3 tot 5 werkdagen en is gratis vanaf {amount}. Expresverzending komt binnen 1 tot 2 werkdagen aan.', 'Standard delivery takes 3 to 5 working days and is free on orders over {amount}. Express delivery arrives in 1 to 2 working days.'),
    t('Some items cannot be shipped to every address: safety boots and tool bags are not sent to PO boxes, and a few products are restricted in some states or countries.', 'Einige Artikel können nicht an jede Adresse geliefert werden: Sicherheitsstiefel und Werkzeugtaschen versenden wir nicht an Postfächer, und einige Produkte sind in bestimmten Ländern eingeschränkt.', 'Algunos artículos no se pueden enviar a cualquier dirección: las botas de seguridad y las bolsas de herramientas no se envían a apartados de correos, y algunos productos tienen restricciones en ciertos países.', "Certains articles ne peuvent pas être livrés partout : les bottes de sécurité et les sacs à outils ne sont pas envoyés en boîte postale, et quelques produits sont soumis à restrictions dans certains pays.", 'Alcuni articoli non possono essere spediti ovunque: stivali antinfortunistici e borse porta attrezzi non vengono inviati a caselle postali e alcuni prodotti hanno restrizioni in certi paesi.', 'Sommige artikelen kunnen niet naar elk adres: veiligheidslaarzen en gereedschapstassen versturen we niet naar postbussen, en enkele producten zijn in bepaalde landen beperkt.'),
  ),
  'size-guide': p(
    t('Size guide', 'Größentabelle', 'Guía de tallas', 'Guide des tailles', 'Guida alle taglie', 'Maattabel'),
    t('Find your size in tops, bottoms, boots and gloves.', 'Finde deine Größe für Oberteile, Hosen, Stiefel und Handschuhe.', 'Encuentra tu talla de partes de arriba, pantalones, botas y guantes.', 'Trouvez votre taille pour les hauts, pantalons, bottes et gants.', 'Trova la tua taglia per top, pantaloni, stivali e guanti.', 'Vind je maat voor tops, broeken, laarzen en handschoenen.'),
    t('Find your fit', 'Finde deine Passform', 'Encuentra tu talla', 'Trouvez votre taille', 'Trova la tua vestibilità', 'Vind je pasvorm'),
    t('Our loose-fit tops are cut generously through the chest and body; if you are between sizes, choose the smaller one. Tall sizes add about two inches to the body and sleeves.', 'Unsere Loose-Fit-Oberteile sind an Brust und Körper großzügig geschnitten; liegst du zwischen zwei Größen, nimm die kleinere. Lange Größen sind an Körper und Ärmeln etwa 5 cm länger.', 'Nuestras prendas de corte holgado son amplias en el pecho y el cuerpo; si dudas entre dos tallas, elige la menor. Las tallas largas añaden unos 5 cm al cuerpo y las mangas.', 'Nos hauts coupe ample sont généreux à la poitrine et au corps ; entre deux tailles, choisissez la plus petite. Les tailles longues ajoutent environ 5 cm au corps et aux manches.', 'I nostri top con vestibilità ampia sono abbondanti su petto e busto; se sei tra due taglie, scegli la più piccola. Le taglie lunghe aggiungono circa 5 cm a busto e maniche.', 'Onze loose-fit tops zijn ruim gesneden rond de borst en het lijf; twijfel je tussen twee maten, kies dan de kleinste. Lange maten zijn ongeveer 5 cm langer in lijf en mouwen.', 'Our loose-fit tops are cut generously through the chest and body; if you are between sizes, choose the smaller one. Tall sizes add about 5 cm to the body and sleeves.'),
  ),
  faq: p(
    t('Frequently asked questions', 'Häufige Fragen', 'Preguntas frecuentes', 'Questions fréquentes', 'Domande frequenti', 'Veelgestelde vragen'),
    t('Answers about orders, payment, shipping and returns.', 'Antworten zu Bestellung, Zahlung, Versand und Rücksendung.', 'Respuestas sobre pedidos, pagos, envíos y devoluciones.', 'Réponses sur les commandes, le paiement, la livraison et les retours.', 'Risposte su ordini, pagamenti, spedizioni e resi.', 'Antwoorden over bestellen, betalen, verzenden en retourneren.'),
    t('Frequently asked questions', 'Häufige Fragen', 'Preguntas frecuentes', 'Questions fréquentes', 'Domande frequenti', 'Veelgestelde vragen'),
    t('Can I change my order? Orders can be changed or cancelled within 30 minutes of being placed. After that they are already with our warehouse team.', 'Kann ich meine Bestellung ändern? Innerhalb von 30 Minuten nach dem Absenden kannst du sie ändern oder stornieren. Danach ist sie bereits bei unserem Lagerteam.', '¿Puedo modificar mi pedido? Puedes cambiarlo o cancelarlo en los 30 minutos siguientes a realizarlo. Después ya está en manos de nuestro almacén.', 'Puis-je modifier ma commande ? Elle peut être modifiée ou annulée dans les 30 minutes suivant sa validation. Ensuite, elle est déjà entre les mains de notre entrepôt.', "Posso modificare l'ordine? Puoi modificarlo o annullarlo entro 30 minuti dall'invio. Dopo è già in mano al nostro magazzino.", 'Kan ik mijn bestelling wijzigen? Binnen 30 minuten na het plaatsen kun je hem wijzigen of annuleren. Daarna ligt hij al bij ons magazijn.'),
    t('Do you offer repairs? Yes. Request a free repair kit, or contact us and we will repair eligible items in our workshop.', 'Bietet ihr Reparaturen an? Ja. Fordere ein kostenloses Reparaturset an oder kontaktiere uns, dann reparieren wir berechtigte Artikel in unserer Werkstatt.', '¿Hacéis reparaciones? Sí. Pide un kit de reparación gratuito o contáctanos y repararemos en nuestro taller los artículos que cumplan los requisitos.', 'Proposez-vous des réparations ? Oui. Demandez un kit de réparation gratuit ou contactez-nous : nous réparons les articles éligibles dans notre atelier.', 'Offrite riparazioni? Sì. Richiedi un kit di riparazione gratuito oppure contattaci e ripareremo i capi idonei nel nostro laboratorio.', 'Doen jullie reparaties? Ja. Vraag een gratis reparatieset aan of neem contact op, dan repareren we geschikte artikelen in onze werkplaats.'),
  ),
  'about-us': p(
    t('About us', 'Über uns', 'Sobre nosotros', 'À propos', 'Chi siamo', 'Over ons'),
    t('A century of workwear, made for people who build, fix and grow things.', 'Ein Jahrhundert Arbeitskleidung für Menschen, die bauen, reparieren und anbauen.', 'Un siglo de ropa de trabajo para quienes construyen, reparan y cultivan.', 'Un siècle de vêtements de travail pour celles et ceux qui construisent, réparent et cultivent.', 'Un secolo di abbigliamento da lavoro per chi costruisce, ripara e coltiva.', 'Een eeuw werkkleding voor mensen die bouwen, repareren en verbouwen.'),
    t('Built by hand since 1921', 'Seit 1921 von Hand gemacht', 'Hecho a mano desde 1921', 'Fabriqué à la main depuis 1921', 'Fatto a mano dal 1921', 'Sinds 1921 met de hand gemaakt'),
    t('{brand} began with four sewing machines and a contract for railroad bib overalls. Today our own plants and long-standing partners make jackets, pants, boots and more for workers in over forty countries.', '{brand} begann mit vier Nähmaschinen und einem Auftrag für Latzhosen für die Eisenbahn. Heute fertigen unsere eigenen Werke und langjährige Partner Jacken, Hosen, Stiefel und mehr für Arbeitende in über vierzig Ländern.', '{brand} empezó con cuatro máquinas de coser y un contrato de petos para el ferrocarril. Hoy nuestras plantas y socios de siempre fabrican chaquetas, pantalones, botas y más para trabajadores de más de cuarenta países.', "{brand} a commencé avec quatre machines à coudre et une commande de salopettes pour les chemins de fer. Aujourd'hui, nos usines et nos partenaires de longue date fabriquent vestes, pantalons, bottes et plus encore pour des travailleurs dans plus de quarante pays.", '{brand} è nata con quattro macchine da cucire e una commessa di salopette per le ferrovie. Oggi i nostri stabilimenti e partner storici producono giacche, pantaloni, stivali e altro per lavoratori in oltre quaranta paesi.', '{brand} begon met vier naaimachines en een order voor spoorwegoveralls. Nu maken onze eigen fabrieken en vaste partners jassen, broeken, laarzen en meer voor werkers in ruim veertig landen.', '{brand} began with four sewing machines and a contract for railway bib overalls. Today our own plants and long-standing partners make jackets, trousers, boots and more for workers in over forty countries.'),
  ),
  'privacy-policy': p(
    t('Privacy policy', 'Datenschutzerklärung', 'Política de privacidad', 'Politique de confidentialité', 'Informativa sulla privacy', 'Privacybeleid'),
    t('How we collect, use and protect your personal data.', 'Wie wir deine personenbezogenen Daten erheben, nutzen und schützen.', 'Cómo recogemos, usamos y protegemos tus datos personales.', 'Comment nous collectons, utilisons et protégeons vos données personnelles.', 'Come raccogliamo, usiamo e proteggiamo i tuoi dati personali.', 'Hoe we je persoonsgegevens verzamelen, gebruiken en beschermen.'),
    t('Privacy policy', 'Datenschutzerklärung', 'Política de privacidad', 'Politique de confidentialité', 'Informativa sulla privacy', 'Privacybeleid'),
    t('We use your data to process orders, provide customer care and, if you agree, to send you news about our products. We never sell your data.', 'Wir nutzen deine Daten, um Bestellungen abzuwickeln, dich zu betreuen und, wenn du zustimmst, dich über unsere Produkte zu informieren. Wir verkaufen deine Daten niemals.', 'Usamos tus datos para gestionar pedidos, atenderte y, si lo aceptas, enviarte novedades sobre nuestros productos. Nunca vendemos tus datos.', 'Nous utilisons vos données pour traiter vos commandes, vous assister et, si vous l’acceptez, vous informer sur nos produits. Nous ne vendons jamais vos données.', 'Usiamo i tuoi dati per gestire gli ordini, assisterti e, se acconsenti, informarti sui nostri prodotti. Non vendiamo mai i tuoi dati.', 'We gebruiken je gegevens om bestellingen te verwerken, je te helpen en, als je dat wilt, je op de hoogte te houden van onze producten. We verkopen je gegevens nooit.'),
  ),
  'terms-of-use': p(
    t('Terms of use', 'Nutzungsbedingungen', 'Condiciones de uso', "Conditions d'utilisation", "Condizioni d'uso", 'Gebruiksvoorwaarden'),
    t('The terms that apply when you use this website.', 'Die Bedingungen für die Nutzung dieser Website.', 'Las condiciones que se aplican al usar este sitio web.', "Les conditions applicables à l'utilisation de ce site.", "Le condizioni che si applicano all'uso di questo sito.", 'De voorwaarden die gelden als je deze website gebruikt.'),
    t('Terms of use', 'Nutzungsbedingungen', 'Condiciones de uso', "Conditions d'utilisation", "Condizioni d'uso", 'Gebruiksvoorwaarden'),
    t('By using this website you agree to these terms. Prices and availability may change without notice; the price shown at checkout is the price you pay.', 'Mit der Nutzung dieser Website stimmst du diesen Bedingungen zu. Preise und Verfügbarkeit können sich ohne Ankündigung ändern; es gilt der Preis an der Kasse.', 'Al usar este sitio aceptas estas condiciones. Los precios y la disponibilidad pueden cambiar sin aviso; pagas el precio mostrado al finalizar la compra.', 'En utilisant ce site, vous acceptez ces conditions. Les prix et la disponibilité peuvent changer sans préavis ; le prix affiché au paiement est celui que vous payez.', 'Usando questo sito accetti queste condizioni. Prezzi e disponibilità possono cambiare senza preavviso; paghi il prezzo mostrato al checkout.', 'Door deze website te gebruiken ga je akkoord met deze voorwaarden. Prijzen en beschikbaarheid kunnen zonder aankondiging wijzigen; je betaalt de prijs bij het afrekenen.'),
  ),
  'terms-of-sale': p(
    t('Terms of sale', 'Allgemeine Geschäftsbedingungen', 'Condiciones de venta', 'Conditions générales de vente', 'Condizioni di vendita', 'Verkoopvoorwaarden'),
    t('The terms that apply to every order placed in our online store.', 'Die Bedingungen, die für jede Bestellung in unserem Onlineshop gelten.', 'Las condiciones aplicables a cada pedido realizado en nuestra tienda online.', 'Les conditions applicables à chaque commande passée sur notre boutique en ligne.', 'Le condizioni che si applicano a ogni ordine effettuato nel nostro negozio online.', 'De voorwaarden die gelden voor elke bestelling in onze webshop.'),
    t('Terms of sale', 'Allgemeine Geschäftsbedingungen', 'Condiciones de venta', 'Conditions générales de vente', 'Condizioni di vendita', 'Verkoopvoorwaarden'),
    t('You have the right to withdraw from your purchase within 14 days without giving a reason. All prices include VAT.', 'Du hast das Recht, binnen 14 Tagen ohne Angabe von Gründen vom Kauf zurückzutreten. Alle Preise enthalten die Mehrwertsteuer.', 'Tienes derecho a desistir de tu compra en un plazo de 14 días sin necesidad de justificación. Todos los precios incluyen IVA.', 'Vous disposez d’un droit de rétractation de 14 jours sans avoir à vous justifier. Tous les prix s’entendent TTC.', 'Hai il diritto di recedere dall’acquisto entro 14 giorni senza indicarne il motivo. Tutti i prezzi includono l’IVA.', 'Je hebt het recht om je aankoop binnen 14 dagen zonder opgave van reden te herroepen. Alle prijzen zijn inclusief btw.'),
  ),
  accessibility: p(
    t('Accessibility', 'Barrierefreiheit', 'Accesibilidad', 'Accessibilité', 'Accessibilità', 'Toegankelijkheid'),
    t('Our commitment to a website everyone can use.', 'Unser Anspruch: eine Website für alle.', 'Nuestro compromiso con una web que todos puedan usar.', 'Notre engagement pour un site utilisable par tous.', 'Il nostro impegno per un sito utilizzabile da tutti.', 'Onze inzet voor een website die iedereen kan gebruiken.'),
    t('Accessibility statement', 'Erklärung zur Barrierefreiheit', 'Declaración de accesibilidad', "Déclaration d'accessibilité", 'Dichiarazione di accessibilità', 'Toegankelijkheidsverklaring'),
    t('We aim to meet WCAG 2.2 level AA across our website. If something gets in your way, contact customer care and we will help you complete your order.', 'Wir streben WCAG 2.2 Stufe AA auf der gesamten Website an. Wenn dich etwas behindert, kontaktiere den Kundenservice, wir helfen dir bei deiner Bestellung.', 'Nuestro objetivo es cumplir las WCAG 2.2 nivel AA en todo el sitio. Si algo te lo impide, contacta con atención al cliente y te ayudaremos a completar tu pedido.', 'Nous visons le niveau AA des WCAG 2.2 sur tout le site. Si quelque chose vous bloque, contactez le service client et nous vous aiderons à finaliser votre commande.', 'Puntiamo a rispettare le WCAG 2.2 livello AA su tutto il sito. Se qualcosa ti ostacola, contatta il servizio clienti e ti aiuteremo a completare l’ordine.', 'We streven naar WCAG 2.2 niveau AA op de hele website. Loop je ergens tegenaan, neem dan contact op met de klantenservice en we helpen je je bestelling af te ronden.'),
  ),
  imprint: p(
    t('Imprint', 'Impressum', 'Aviso legal', 'Mentions légales', 'Note legali', 'Colofon'),
    t('Company information and legal notice.', 'Unternehmensangaben und rechtliche Hinweise.', 'Información de la empresa y aviso legal.', 'Informations sur la société et mentions légales.', "Informazioni sull'azienda e note legali.", 'Bedrijfsgegevens en juridische informatie.'),
    t('Imprint', 'Impressum', 'Aviso legal', 'Mentions légales', 'Note legali', 'Colofon'),
    t('{brand} Europe B.V., Keizersgracht 400, 1016 GC Amsterdam, Netherlands. Chamber of Commerce 81234567. VAT NL862345678B01.', '{brand} Europe B.V., Keizersgracht 400, 1016 GC Amsterdam, Niederlande. Handelsregister 81234567. USt-IdNr. NL862345678B01.', '{brand} Europe B.V., Keizersgracht 400, 1016 GC Ámsterdam, Países Bajos. Registro mercantil 81234567. NIF-IVA NL862345678B01.', '{brand} Europe B.V., Keizersgracht 400, 1016 GC Amsterdam, Pays-Bas. Registre du commerce 81234567. TVA NL862345678B01.', '{brand} Europe B.V., Keizersgracht 400, 1016 GC Amsterdam, Paesi Bassi. Registro imprese 81234567. Partita IVA NL862345678B01.', '{brand} Europe B.V., Keizersgracht 400, 1016 GC Amsterdam, Nederland. KvK 81234567. Btw NL862345678B01.'),
  ),
  search: p(
    t('Search results', 'Suchergebnisse', 'Resultados de búsqueda', 'Résultats de recherche', 'Risultati della ricerca', 'Zoekresultaten'),
    t('Search our workwear range.', 'Durchsuche unser Sortiment.', 'Busca en nuestra gama de ropa de trabajo.', 'Recherchez dans notre gamme.', 'Cerca nella nostra gamma.', 'Zoek in ons assortiment.'),
    t('Search results', 'Suchergebnisse', 'Resultados de búsqueda', 'Résultats de recherche', 'Risultati della ricerca', 'Zoekresultaten'),
  ),
};

export const PAGE_TITLES = {
  productDetails: t('Product details', 'Produktdetails', 'Detalles del producto', 'Détails du produit', 'Dettagli prodotto', 'Productdetails'),
  productList: t('Product list', 'Produktliste', 'Lista de productos', 'Liste de produits', 'Elenco prodotti', 'Productlijst'),
};
