import { cardBrandOf } from './card-display';

/** Brand colours of the card marks; drawn here so the wallet needs no image requests. */
const MARKS = {
  visa: { bg: '#1a1f71', fg: '#ffffff', text: 'VISA' },
  master: { bg: '#252525', fg: '#ffffff', text: 'MC' },
  amex: { bg: '#2e77bc', fg: '#ffffff', text: 'AMEX' },
  discover: { bg: '#f5f5f5', fg: '#231f20', text: 'DISC' },
  diners: { bg: '#0079be', fg: '#ffffff', text: 'DC' },
  jcb: { bg: '#0b4ea2', fg: '#ffffff', text: 'JCB' },
  maestro: { bg: '#252525', fg: '#ffffff', text: 'MAE' },
} as const;

/** The card type's mark; decorative (the type is written beside it). */
export function CardIcon({ brand, className }: { brand: string | undefined; className?: string }) {
  const known = cardBrandOf(brand);
  if (!known) {
    // Another brand: a card with its magnetic stripe, no words (its name is written beside it).
    return (
      <svg className={className} viewBox="0 0 44 28" aria-hidden="true" focusable="false" data-brand="other">
        <rect width="44" height="28" rx="4" fill="#857866" />
        <rect y="6" width="44" height="5" fill="#2a2119" />
        <rect x="5" y="17" width="14" height="3" rx="1" fill="#ffffff" />
      </svg>
    );
  }
  const mark = MARKS[known];
  return (
    <svg className={className} viewBox="0 0 44 28" aria-hidden="true" focusable="false" data-brand={known}>
      <rect width="44" height="28" rx="4" fill={mark.bg} />
      <text x="22" y="18" textAnchor="middle" fontSize="10" fontWeight="700" fontFamily="Arial, sans-serif" fill={mark.fg}>
        {mark.text}
      </text>
    </svg>
  );
}
