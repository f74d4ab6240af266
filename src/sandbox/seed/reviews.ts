import { createPrng } from './prng';
import type { Texts } from './locale';
import type { ProductGroup } from './vocabulary';

/**
 * Customer reviews. Each review is seeded once per style (rating, author, date and which phrases it uses)
 * and rendered in the language asked for, from phrase tables written per language.
 */

const t = (en: string, de: string, es: string, fr: string, it: string, nl: string, en_GB?: string): Texts =>
  en_GB ? { en, en_GB, de, es, fr, it, nl } : { en, de, es, fr, it, nl };

export type Sentiment = 'positive' | 'mixed' | 'negative';
type AspectFamily = 'outerwear' | 'tops' | 'bottoms' | 'boots' | 'accessories';

const TITLES: Record<Sentiment, Texts[]> = {
  positive: [
    t('Built to last', 'Für die Ewigkeit gebaut', 'Hecho para durar', 'Faite pour durer', 'Fatto per durare', 'Gemaakt om lang mee te gaan'),
    t('Best work gear I own', 'Meine beste Arbeitskleidung', 'Lo mejor que tengo para trabajar', 'Mon meilleur équipement de travail', 'Il miglior capo da lavoro che ho', 'Beste werkkleding die ik heb'),
    t('Worth every penny', 'Jeden Cent wert', 'Vale cada céntimo', 'Vaut chaque centime', 'Vale ogni centesimo', 'Elke cent waard'),
    t('Tough and comfortable', 'Robust und bequem', 'Resistente y cómodo', 'Solide et confortable', 'Robusto e comodo', 'Stoer en comfortabel'),
    t('My new go-to', 'Mein neuer Favorit', 'Mi nuevo imprescindible', 'Mon nouvel indispensable', 'Il mio nuovo preferito', 'Mijn nieuwe favoriet'),
    t('Great quality', 'Top Qualität', 'Gran calidad', 'Excellente qualité', 'Ottima qualità', 'Topkwaliteit'),
    t('Bought a second one', 'Gleich ein zweites gekauft', 'Ya me he comprado otro', "J'en ai racheté un deuxième", 'Ne ho comprato un secondo', 'Meteen een tweede gekocht'),
    t('Exactly what I needed', 'Genau das Richtige', 'Justo lo que necesitaba', "Exactement ce qu'il me fallait", 'Esattamente ciò che mi serviva', 'Precies wat ik nodig had'),
  ],
  mixed: [
    t('Good, with one catch', 'Gut, mit einem Haken', 'Bueno, con un pero', 'Bien, avec un bémol', 'Buono, con un ma', 'Goed, met één kanttekening'),
    t('Solid but runs big', 'Solide, fällt aber groß aus', 'Sólido, pero talla grande', 'Solide mais taille grand', 'Solido ma veste grande', 'Degelijk maar valt groot'),
    t('Takes time to break in', 'Braucht Zeit zum Einlaufen', 'Necesita tiempo para amoldarse', "Demande un temps d'adaptation", 'Serve tempo per ammorbidirsi', 'Moet even inlopen'),
    t('Decent for the price', 'Für den Preis in Ordnung', 'Correcto por el precio', 'Correct pour le prix', 'Discreto per il prezzo', 'Prima voor de prijs'),
  ],
  negative: [
    t('Not what I expected', 'Nicht, was ich erwartet hatte', 'No es lo que esperaba', 'Pas ce que j’attendais', 'Non era ciò che mi aspettavo', 'Niet wat ik verwachtte'),
    t('Sizing is off', 'Größe passt nicht', 'La talla no es correcta', 'La taille ne correspond pas', 'La taglia non corrisponde', 'Maat klopt niet'),
    t('Wore out too fast', 'Zu schnell verschlissen', 'Se desgastó demasiado rápido', "S'est usé trop vite", 'Si è consumato troppo in fretta', 'Te snel versleten'),
  ],
};

const OPENERS: Record<Sentiment, Texts[]> = {
  positive: [
    t('I work construction and this has held up to everything I throw at it.', 'Ich arbeite auf dem Bau und es hält alles aus, was ich ihm zumute.', 'Trabajo en la construcción y ha aguantado todo lo que le he echado.', 'Je travaille dans le BTP et il a résisté à tout ce que je lui ai fait subir.', 'Lavoro in edilizia e ha retto a tutto quello che gli ho fatto passare.', 'Ik werk in de bouw en het heeft alles doorstaan wat ik ermee heb gedaan.'),
    t('Six months of daily wear and it still looks almost new.', 'Sechs Monate täglich getragen und es sieht immer noch fast neu aus.', 'Seis meses de uso diario y sigue pareciendo casi nuevo.', 'Six mois de port quotidien et il a encore l’air presque neuf.', 'Sei mesi di uso quotidiano e sembra ancora quasi nuovo.', 'Zes maanden elke dag gedragen en het ziet er nog bijna nieuw uit.'),
    t('Bought this for my husband and he now refuses to wear anything else.', 'Für meinen Mann gekauft, und jetzt will er nichts anderes mehr tragen.', 'Lo compré para mi marido y ahora no quiere ponerse otra cosa.', "Je l'ai acheté pour mon mari et il ne veut plus porter autre chose.", "L'ho comprato per mio marito e ora non vuole indossare altro.", 'Voor mijn man gekocht en nu wil hij niets anders meer dragen.'),
    t('You can tell the quality the moment you pick it up.', 'Die Qualität merkt man sofort, wenn man es in die Hand nimmt.', 'Se nota la calidad nada más cogerlo.', 'On sent la qualité dès qu’on le prend en main.', 'La qualità si sente appena lo prendi in mano.', 'Je voelt de kwaliteit meteen als je het oppakt.'),
    t('I farm, and this is the first one that has lasted more than a season.', 'Ich bin Landwirt, und das ist das erste, das länger als eine Saison hält.', 'Soy agricultor y es el primero que me dura más de una temporada.', "Je suis agriculteur et c'est le premier qui tient plus d'une saison.", 'Faccio l’agricoltore ed è il primo che dura più di una stagione.', 'Ik ben boer en dit is de eerste die langer dan een seizoen meegaat.'),
    t('Wear it to work and on weekends, it goes with everything.', 'Ich trage es bei der Arbeit und am Wochenende, es passt zu allem.', 'Lo llevo al trabajo y los fines de semana, combina con todo.', 'Je le porte au travail et le week-end, il va avec tout.', 'Lo porto al lavoro e nel fine settimana, sta bene con tutto.', 'Ik draag het op het werk en in het weekend, het past overal bij.'),
  ],
  mixed: [
    t('Overall a good product, but not perfect.', 'Insgesamt ein gutes Produkt, aber nicht perfekt.', 'En general es un buen producto, pero no perfecto.', 'Dans l’ensemble un bon produit, mais pas parfait.', 'Nel complesso un buon prodotto, ma non perfetto.', 'Over het algemeen een goed product, maar niet perfect.'),
    t('Quality is there, but it took a while to get used to.', 'Die Qualität stimmt, aber ich musste mich erst daran gewöhnen.', 'La calidad está ahí, pero me costó acostumbrarme.', "La qualité est là, mais il m'a fallu du temps pour m'y habituer.", "La qualità c'è, ma mi ci è voluto un po' per abituarmi.", 'De kwaliteit is er, maar ik moest er even aan wennen.'),
    t('Does the job, though I expected a bit more at this price.', 'Erfüllt seinen Zweck, für den Preis hätte ich aber etwas mehr erwartet.', 'Cumple su función, aunque por este precio esperaba algo más.', 'Il fait le travail, même si j’attendais un peu plus à ce prix.', 'Fa il suo lavoro, anche se a questo prezzo mi aspettavo di più.', 'Doet wat het moet doen, al had ik voor deze prijs iets meer verwacht.'),
  ],
  negative: [
    t('I really wanted to like this, but it did not work for me.', 'Ich wollte es wirklich mögen, aber es hat für mich nicht gepasst.', 'De verdad quería que me gustara, pero no me ha funcionado.', "Je voulais vraiment l'aimer, mais ça n'a pas marché pour moi.", 'Volevo davvero che mi piacesse, ma per me non ha funzionato.', 'Ik wilde het echt goed vinden, maar het werkte niet voor mij.'),
    t('Disappointed compared with the one I bought years ago.', 'Enttäuscht im Vergleich zu dem, das ich vor Jahren gekauft habe.', 'Me ha decepcionado comparado con el que compré hace años.', "Déçu par rapport à celui que j'avais acheté il y a des années.", 'Deluso rispetto a quello che avevo comprato anni fa.', 'Teleurgesteld vergeleken met die ik jaren geleden kocht.'),
  ],
};

const ASPECTS: Record<AspectFamily, Record<'good' | 'bad', Texts[]>> = {
  outerwear: {
    good: [
      t('Kept me warm on a 10°F morning with just a T-shirt underneath.', 'Hat mich bei minus zwölf Grad mit nur einem T-Shirt darunter warm gehalten.', 'Me mantuvo caliente a doce bajo cero con solo una camiseta debajo.', "M'a gardé au chaud par moins douze degrés avec juste un t-shirt dessous.", 'Mi ha tenuto al caldo a meno dodici gradi con solo una t-shirt sotto.', 'Hield me warm bij min twaalf graden met alleen een T-shirt eronder.', 'Kept me warm on a minus twelve morning with just a T-shirt underneath.'),
      t('The collar and cuffs keep the wind out and the pockets are in the right place.', 'Kragen und Bündchen halten den Wind ab, und die Taschen sitzen genau richtig.', 'El cuello y los puños cortan el viento y los bolsillos están donde deben.', 'Le col et les poignets coupent le vent et les poches sont bien placées.', 'Collo e polsini fermano il vento e le tasche sono nel posto giusto.', 'Kraag en manchetten houden de wind tegen en de zakken zitten op de juiste plek.'),
      t('Room to layer a hoodie underneath without feeling stiff.', 'Genug Platz für einen Hoodie darunter, ohne steif zu wirken.', 'Cabe una sudadera debajo sin sentirse rígido.', 'On peut mettre un sweat dessous sans être engoncé.', "C'è spazio per una felpa sotto senza sentirsi rigidi.", 'Er past een hoodie onder zonder dat het stijf voelt.'),
    ],
    bad: [
      t('The sleeves are a little long for me.', 'Die Ärmel sind mir etwas zu lang.', 'Las mangas me quedan un poco largas.', 'Les manches sont un peu longues pour moi.', 'Le maniche per me sono un po’ lunghe.', 'De mouwen zijn wat te lang voor mij.'),
      t('Too stiff for the first few weeks.', 'Die ersten Wochen zu steif.', 'Demasiado rígida las primeras semanas.', 'Trop rigide les premières semaines.', 'Troppo rigida le prime settimane.', 'De eerste weken te stijf.'),
    ],
  },
  tops: {
    good: [
      t('Thick fabric that does not lose its shape in the wash.', 'Dicker Stoff, der in der Wäsche nicht aus der Form geht.', 'Tejido grueso que no se deforma en la lavadora.', 'Un tissu épais qui ne se déforme pas au lavage.', 'Tessuto spesso che non si deforma in lavatrice.', 'Dikke stof die in de was niet uit vorm raakt.'),
      t('The pocket is handy for a pencil and the fit is roomy.', 'Die Tasche ist praktisch für einen Stift, und der Schnitt ist schön weit.', 'El bolsillo es práctico para un lápiz y el corte es holgado.', 'La poche est pratique pour un crayon et la coupe est ample.', 'Il taschino è comodo per una matita e la vestibilità è ampia.', 'Het zakje is handig voor een potlood en de pasvorm is ruim.'),
      t('Soft from the first wear and the colour has stayed strong.', 'Vom ersten Tragen an weich, und die Farbe ist kräftig geblieben.', 'Suave desde el primer uso y el color se mantiene intenso.', 'Doux dès le premier port et la couleur est restée vive.', 'Morbido fin dal primo utilizzo e il colore è rimasto intenso.', 'Zacht vanaf de eerste keer dragen en de kleur is mooi gebleven.', 'Soft from the first wear and the colour has stayed strong.'),
    ],
    bad: [
      t('Shrank a bit after the first hot wash.', 'Ist nach der ersten heißen Wäsche etwas eingelaufen.', 'Encogió un poco tras el primer lavado con agua caliente.', 'A un peu rétréci après le premier lavage à chaud.', 'Si è ristretto un po’ dopo il primo lavaggio caldo.', 'Kromp wat na de eerste hete was.'),
      t('Runs large, I should have gone a size down.', 'Fällt groß aus, ich hätte eine Nummer kleiner nehmen sollen.', 'Talla grande, debería haber pedido una menos.', "Taille grand, j'aurais dû prendre une taille en dessous.", 'Veste grande, avrei dovuto prendere una taglia in meno.', 'Valt groot, ik had een maat kleiner moeten nemen.'),
    ],
  },
  bottoms: {
    good: [
      t('The knees have survived months of kneeling on concrete.', 'Die Knie haben monatelanges Knien auf Beton überstanden.', 'Las rodillas han aguantado meses arrodillado sobre hormigón.', 'Les genoux ont survécu à des mois à genoux sur le béton.', 'Le ginocchia hanno resistito a mesi in ginocchio sul cemento.', 'De knieën hebben maanden knielen op beton overleefd.'),
      t('Plenty of pockets and the hammer loop is right where I need it.', 'Viele Taschen, und die Hammerschlaufe sitzt genau da, wo ich sie brauche.', 'Muchos bolsillos y la trabilla del martillo está justo donde la necesito.', 'Plein de poches et le passant marteau est exactement où il faut.', 'Tante tasche e il passante per il martello è proprio dove serve.', 'Genoeg zakken en de hamerlus zit precies waar ik hem nodig heb.'),
      t('Easy to move in when I am climbing ladders all day.', 'Man bewegt sich leicht darin, auch wenn ich den ganzen Tag auf Leitern stehe.', 'Me muevo con facilidad aunque me pase el día subiendo escaleras.', 'On bouge facilement, même en montant à l’échelle toute la journée.', 'Ci si muove bene anche salendo sulle scale tutto il giorno.', 'Je beweegt er makkelijk in, ook als ik de hele dag ladders op en af ga.'),
    ],
    bad: [
      t('The inseam is shorter than listed.', 'Die Innenbeinlänge ist kürzer als angegeben.', 'El largo de pierna es más corto de lo indicado.', "L'entrejambe est plus court qu'indiqué.", "L'interno gamba è più corto di quanto indicato.", 'De binnenbeenlengte is korter dan aangegeven.'),
      t('Stiff at first and the waist runs tight.', 'Anfangs steif, und der Bund sitzt eng.', 'Rígido al principio y la cintura aprieta.', 'Raide au début et la taille serre.', 'Rigido all’inizio e in vita stringe.', 'Eerst stijf en de taille zit strak.'),
    ],
  },
  boots: {
    good: [
      t('Comfortable from the first twelve-hour shift, no break-in needed.', 'Bequem ab der ersten Zwölf-Stunden-Schicht, ohne Einlaufen.', 'Cómodas desde el primer turno de doce horas, sin periodo de adaptación.', 'Confortables dès la première journée de douze heures, sans rodage.', 'Comodi dal primo turno di dodici ore, senza bisogno di rodaggio.', 'Comfortabel vanaf de eerste dienst van twaalf uur, zonder inlopen.'),
      t('My feet stayed dry walking through mud all week.', 'Meine Füße sind die ganze Woche im Schlamm trocken geblieben.', 'Mis pies siguieron secos caminando por el barro toda la semana.', 'Mes pieds sont restés au sec toute la semaine dans la boue.', 'I piedi sono rimasti asciutti camminando nel fango tutta la settimana.', 'Mijn voeten bleven de hele week droog in de modder.'),
      t('Good grip on wet scaffolding.', 'Guter Halt auf nassem Gerüst.', 'Buen agarre en andamios mojados.', 'Bonne adhérence sur les échafaudages mouillés.', 'Buona aderenza sui ponteggi bagnati.', 'Goede grip op nat steigerwerk.'),
    ],
    bad: [
      t('They run narrow, order the wide width.', 'Sie fallen schmal aus, lieber die weite Ausführung bestellen.', 'Son estrechas, mejor pedir el ancho especial.', 'Elles taillent étroit, prenez la largeur large.', 'Calzano strette, meglio ordinare la pianta larga.', 'Ze vallen smal, bestel de brede uitvoering.'),
      t('Heavier than I expected.', 'Schwerer als erwartet.', 'Más pesadas de lo que esperaba.', 'Plus lourdes que prévu.', 'Più pesanti di quanto mi aspettassi.', 'Zwaarder dan verwacht.'),
    ],
  },
  accessories: {
    good: [
      t('Warm, well made and the stitching is neat.', 'Warm, gut verarbeitet und sauber genäht.', 'Abriga, está bien hecho y las costuras son limpias.', 'Chaud, bien fini et les coutures sont nettes.', 'Caldo, ben fatto e con cuciture pulite.', 'Warm, goed gemaakt en netjes gestikt.'),
      t('I keep one in the truck and one at home.', 'Ich habe eins im Transporter und eins zu Hause.', 'Tengo uno en la furgoneta y otro en casa.', "J'en ai un dans le camion et un à la maison.", 'Ne tengo uno nel furgone e uno a casa.', 'Ik heb er een in de bus en een thuis.'),
      t('Still holding up after a full season of hard use.', 'Hält auch nach einer ganzen Saison harter Nutzung.', 'Sigue aguantando tras una temporada entera de uso intenso.', 'Toujours en forme après une saison entière d’usage intensif.', 'Regge ancora dopo una stagione intera di uso intenso.', 'Houdt het nog steeds na een heel seizoen zwaar gebruik.'),
    ],
    bad: [
      t('The colour is darker than in the pictures.', 'Die Farbe ist dunkler als auf den Bildern.', 'El color es más oscuro que en las fotos.', 'La couleur est plus foncée que sur les photos.', 'Il colore è più scuro che nelle foto.', 'De kleur is donkerder dan op de foto’s.', 'The colour is darker than in the pictures.'),
      t('Smaller than I expected.', 'Kleiner als erwartet.', 'Más pequeño de lo que esperaba.', 'Plus petit que prévu.', 'Più piccolo di quanto mi aspettassi.', 'Kleiner dan verwacht.'),
    ],
  },
};

const CLOSERS: Record<Sentiment, Texts[]> = {
  positive: [
    t('Would buy again without a second thought.', 'Würde ich ohne Zögern wieder kaufen.', 'Lo volvería a comprar sin dudarlo.', 'Je le rachèterais sans hésiter.', 'Lo ricomprerei senza pensarci due volte.', 'Zou ik zonder twijfel opnieuw kopen.'),
    t('Highly recommend it to anyone who works outside.', 'Klare Empfehlung für alle, die draußen arbeiten.', 'Muy recomendable para quien trabaje al aire libre.', 'Je le recommande à tous ceux qui travaillent dehors.', 'Lo consiglio a chiunque lavori all’aperto.', 'Een aanrader voor iedereen die buiten werkt.'),
    t('Fits true to size.', 'Fällt größengerecht aus.', 'La talla es la correcta.', 'Taille normalement.', 'Veste regolare.', 'Valt normaal qua maat.'),
  ],
  mixed: [
    t('I would size down next time.', 'Nächstes Mal nehme ich eine Nummer kleiner.', 'La próxima vez pediré una talla menos.', 'La prochaine fois, je prendrai une taille en dessous.', 'La prossima volta prenderò una taglia in meno.', 'De volgende keer neem ik een maat kleiner.'),
    t('Still a keeper.', 'Trotzdem behalte ich es.', 'Aun así me lo quedo.', 'Je le garde quand même.', 'Lo tengo comunque.', 'Toch houd ik het.'),
  ],
  negative: [
    t('I sent it back.', 'Ich habe es zurückgeschickt.', 'Lo he devuelto.', "Je l'ai renvoyé.", "L'ho restituito.", 'Ik heb het teruggestuurd.'),
    t('Customer service was helpful with the exchange, though.', 'Der Kundenservice hat beim Umtausch aber gut geholfen.', 'Eso sí, atención al cliente me ayudó con el cambio.', 'Le service client a tout de même bien aidé pour l’échange.', 'Il servizio clienti però mi ha aiutato bene con il cambio.', 'De klantenservice hielp wel goed met de ruil.'),
  ],
};

const FIRST_NAMES = [
  'Mike', 'Sarah', 'Dale', 'Jenna', 'Luis', 'Karen', 'Tom', 'Aisha', 'Greg', 'Marta', 'Sven', 'Chloé', 'Paolo',
  'Femke', 'Jonas', 'Lucía', 'Dwayne', 'Hannah', 'Ray', 'Nina', 'Marco', 'Eva', 'Pieter', 'Claire',
];
const LAST_NAMES = [
  'Hollis', 'Becker', 'Garcia', 'Moreau', 'Rossi', 'de Vries', 'Walsh', 'Kowalski', 'Nguyen', 'Brennan', 'Fischer',
  'Ortiz', 'Lambert', 'Ferrari', 'Jansen', 'Reyes', 'Olsen', 'Keane', 'Dubois', 'Marino',
];
const NICK_SUFFIXES = ['Builds', 'OnSite', 'Farms', 'Welds', 'Wood', 'Rigger', 'Plumbs', 'Outdoors', 'Roofer', 'Carpentry'];

export interface ReviewSeed {
  id: string;
  rating: number;
  firstName: string;
  lastName: string;
  nickName: string;
  /** Epoch milliseconds. */
  date: number;
  sentiment: Sentiment;
  title: number;
  opener: number;
  aspect: number;
  closer: number;
}

function aspectFamilyOf(group: ProductGroup): AspectFamily {
  switch (group) {
    case 'insulatedOuterwear':
    case 'lightOuterwear':
    case 'rainwear':
    case 'hiVis':
      return 'outerwear';
    case 'tees':
    case 'shirts':
    case 'fleece':
    case 'flameResistant':
      return 'tops';
    case 'pants':
    case 'bibs':
      return 'bottoms';
    case 'boots':
      return 'boots';
    default:
      return 'accessories';
  }
}

const FIRST_REVIEW_DATE = Date.UTC(2024, 2, 1);
const LAST_REVIEW_DATE = Date.UTC(2026, 0, 10);

function sentimentOf(rating: number): Sentiment {
  return rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
}

/** The reviews of a style; some styles have none yet. */
export function seedReviews(styleCode: string): ReviewSeed[] {
  const prng = createPrng(`reviews:${styleCode}`);
  const count = prng.chance(0.08) ? 0 : prng.int(2, 14);
  const reviews: ReviewSeed[] = [];
  for (let i = 0; i < count; i++) {
    const roll = prng.next();
    const rating = roll < 0.46 ? 5 : roll < 0.76 ? 4 : roll < 0.88 ? 3 : roll < 0.95 ? 2 : 1;
    const sentiment = sentimentOf(rating);
    const firstName = prng.pick(FIRST_NAMES);
    const lastName = prng.pick(LAST_NAMES);
    reviews.push({
      id: `${styleCode}-r${i + 1}`,
      rating,
      firstName,
      lastName,
      nickName: `${firstName}${prng.pick(NICK_SUFFIXES)}`,
      date: FIRST_REVIEW_DATE + Math.floor(prng.next() * (LAST_REVIEW_DATE - FIRST_REVIEW_DATE)),
      sentiment,
      title: prng.int(0, TITLES[sentiment].length - 1),
      opener: prng.int(0, OPENERS[sentiment].length - 1),
      aspect: prng.int(0, 2),
      closer: prng.int(0, CLOSERS[sentiment].length - 1),
    });
  }
  return reviews.sort((a, b) => b.date - a.date);
}

export interface RenderedReviewText {
  title: Texts;
  text: Texts;
}

/** The title and text of a review in every language. */
export function reviewTexts(review: ReviewSeed, group: ProductGroup): RenderedReviewText {
  const family = ASPECTS[aspectFamilyOf(group)];
  const aspectPool = review.sentiment === 'positive' ? family.good : family.bad;
  const aspect = aspectPool[review.aspect % aspectPool.length] as Texts;
  const parts = [
    OPENERS[review.sentiment][review.opener] as Texts,
    review.sentiment === 'mixed' ? (family.good[review.aspect % family.good.length] as Texts) : aspect,
    ...(review.sentiment === 'mixed' ? [family.bad[review.aspect % family.bad.length] as Texts] : []),
    CLOSERS[review.sentiment][review.closer] as Texts,
  ];
  const join = (lang: keyof Texts): string =>
    parts.map((p) => (lang === 'en_GB' ? p.en_GB ?? p.en : p[lang] ?? p.en)).join(' ');
  return {
    title: TITLES[review.sentiment][review.title] as Texts,
    text: { en: join('en'), en_GB: join('en_GB'), de: join('de'), es: join('es'), fr: join('fr'), it: join('it'), nl: join('nl') },
  };
}
