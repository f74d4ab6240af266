import type { CurrencyIso, Texts } from './locale';

/**
 * Promotions, vouchers, delivery modes and cart messages, with their texts in every language.
 * `{amount}` and `{discount}` are filled with formatted prices.
 */

const t = (en: string, de: string, es: string, fr: string, it: string, nl: string, en_GB?: string): Texts =>
  en_GB ? { en, en_GB, de, es, fr, it, nl } : { en, de, es, fr, it, nl };

/** Spend over a threshold, get a fixed amount off the order. */
export const ORDER_THRESHOLD_PROMOTION = {
  code: 'spend-more-save-more',
  threshold: { USD: 200, CAD: 270, GBP: 150, EUR: 200 } satisfies Record<CurrencyIso, number>,
  discount: { USD: 20, CAD: 27, GBP: 15, EUR: 20 } satisfies Record<CurrencyIso, number>,
  /** Shown as "could fire" once the cart reaches this share of the threshold. */
  nudgeFrom: 0.5,
  title: t('Spend more, save more', 'Mehr kaufen, mehr sparen', 'Compra más, ahorra más', 'Dépensez plus, économisez plus', 'Più spendi, più risparmi', 'Meer kopen, meer besparen'),
  fired: t(
    'You saved {discount} on orders over {amount}.',
    'Du sparst {discount} bei Bestellungen über {amount}.',
    'Has ahorrado {discount} en pedidos de más de {amount}.',
    'Vous économisez {discount} sur les commandes de plus de {amount}.',
    'Hai risparmiato {discount} sugli ordini superiori a {amount}.',
    'Je bespaart {discount} op bestellingen boven {amount}.',
  ),
  couldFire: t(
    'Spend {amount} more and get {discount} off your order.',
    'Noch {amount} bis zu {discount} Rabatt auf deine Bestellung.',
    'Gasta {amount} más y obtén {discount} de descuento en tu pedido.',
    'Encore {amount} d’achats pour obtenir {discount} de remise sur votre commande.',
    'Spendi altri {amount} e ottieni {discount} di sconto sul tuo ordine.',
    'Besteed nog {amount} en krijg {discount} korting op je bestelling.',
  ),
};

/** Buy two or more of the everyday pocket tees, save a share on each. */
export const MULTI_BUY_PROMOTION = {
  code: 'pocket-tee-multibuy',
  styles: ['104676', '104677', '103067', '108455'],
  minQuantity: 2,
  percentOff: 20,
  title: t('Pocket tee multi-buy', 'Pocket-Shirt-Mehrfachkauf', 'Oferta camisetas con bolsillo', 'Offre t-shirts à poche', 'Offerta t-shirt con taschino', 'Meerdere pocket-T-shirts'),
  fired: t(
    'Pocket tee multi-buy: 20% off when you buy 2 or more.',
    'Pocket-Shirt-Mehrfachkauf: 20 % Rabatt ab 2 Stück.',
    'Oferta camisetas con bolsillo: 20 % de descuento comprando 2 o más.',
    'Offre t-shirts à poche : -20 % dès 2 achetés.',
    'Offerta t-shirt con taschino: 20% di sconto acquistandone 2 o più.',
    'Pocket-T-shirts: 20% korting bij 2 of meer.',
  ),
  couldFire: t(
    'Add one more pocket tee and save 20% on each.',
    'Noch ein Pocket-Shirt dazu und 20 % auf jedes sparen.',
    'Añade otra camiseta con bolsillo y ahorra un 20 % en cada una.',
    'Ajoutez un t-shirt à poche et économisez 20 % sur chacun.',
    'Aggiungi un’altra t-shirt con taschino e risparmia il 20% su ciascuna.',
    'Voeg nog een pocket-T-shirt toe en bespaar 20% op elk.',
  ),
};

export interface VoucherSeed {
  code: string;
  kind: 'percent' | 'freeShipping';
  value: number;
  /** Single-use code that has already been used. */
  redeemed?: boolean;
  name: Texts;
  description: Texts;
}

export const VOUCHERS: readonly VoucherSeed[] = [
  {
    code: 'WORKWEAR10',
    kind: 'percent',
    value: 10,
    name: t('10% off workwear', '10 % auf Arbeitskleidung', '10 % en ropa de trabajo', '-10 % sur les vêtements de travail', '10% sull’abbigliamento da lavoro', '10% op werkkleding'),
    description: t('10% off your order.', '10 % Rabatt auf deine Bestellung.', '10 % de descuento en tu pedido.', '10 % de remise sur votre commande.', '10% di sconto sul tuo ordine.', '10% korting op je bestelling.'),
  },
  {
    code: 'FREESHIP',
    kind: 'freeShipping',
    value: 0,
    name: t('Free shipping', 'Kostenloser Versand', 'Envío gratuito', 'Livraison gratuite', 'Spedizione gratuita', 'Gratis verzending', 'Free delivery'),
    description: t('Free standard shipping on this order.', 'Kostenloser Standardversand für diese Bestellung.', 'Envío estándar gratuito en este pedido.', 'Livraison standard offerte pour cette commande.', 'Spedizione standard gratuita su questo ordine.', 'Gratis standaardverzending voor deze bestelling.', 'Free standard delivery on this order.'),
  },
  {
    code: 'USEDUP',
    kind: 'percent',
    value: 15,
    redeemed: true,
    name: t('15% welcome offer', '15 % Willkommensrabatt', '15 % de bienvenida', '-15 % de bienvenue', '15% di benvenuto', '15% welkomstkorting'),
    description: t('15% off your first order.', '15 % Rabatt auf deine erste Bestellung.', '15 % de descuento en tu primer pedido.', '15 % de remise sur votre première commande.', '15% di sconto sul primo ordine.', '15% korting op je eerste bestelling.'),
  },
];

export const FREE_SHIPPING_MESSAGES = {
  remaining: t(
    "You're {amount} away from free standard shipping.",
    'Nur noch {amount} bis zum kostenlosen Standardversand.',
    'Te faltan {amount} para el envío estándar gratuito.',
    'Plus que {amount} pour profiter de la livraison standard offerte.',
    'Ti mancano {amount} per la spedizione standard gratuita.',
    'Nog {amount} tot gratis standaardverzending.',
    "You're {amount} away from free standard delivery.",
  ),
  reached: t(
    "You've earned free standard shipping.",
    'Dein Standardversand ist kostenlos.',
    'Tu envío estándar es gratuito.',
    'La livraison standard vous est offerte.',
    'La spedizione standard è gratuita.',
    'Je standaardverzending is gratis.',
    "You've earned free standard delivery.",
  ),
};

/** Card type codes as OCC names them. */
export const CARD_TYPES: Record<string, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  maestro: 'Maestro',
};
