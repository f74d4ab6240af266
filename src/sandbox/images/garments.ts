import type { Silhouette } from '../seed/vocabulary';
import { darken, lighten, type Palette } from './paint';

/**
 * Flat-lay garment drawings on a 1000 × 1250 canvas, front and back. Each drawing is built from pieces
 * (filled with the fabric pattern, outlined, lit from the upper left), trims and stitching.
 */

export type GarmentView = 'front' | 'back';

export interface GarmentOptions {
  hood?: boolean;
  fur?: boolean;
  zip?: boolean;
  quarterZip?: boolean;
  buttons?: boolean;
  snaps?: boolean;
  chestPocket?: boolean;
  chestPockets?: boolean;
  handPockets?: boolean;
  kangaroo?: boolean;
  ribCuffs?: boolean;
  ribHem?: boolean;
  collar?: 'point' | 'shirt' | 'crew' | 'mock' | 'none';
  hiVis?: boolean;
  doubleFront?: boolean;
  cargo?: boolean;
  hammerLoop?: boolean;
  fivePocket?: boolean;
  legZips?: boolean;
  mesh?: boolean;
  steelToe?: boolean;
  wedge?: boolean;
  laptop?: boolean;
}

/** Mirrors an absolute path (M L C Q H V Z) about the vertical centre line x = 500. */
function mirror(d: string): string {
  const tokens = d.match(/[MLCQHVZ]|-?\d*\.?\d+/g) ?? [];
  let command = '';
  let index = 0;
  return tokens
    .map((token) => {
      if (/[MLCQHVZ]/.test(token)) {
        command = token;
        index = 0;
        return token;
      }
      const value = Number(token);
      const isX = command === 'H' || (command !== 'V' && index % 2 === 0);
      index++;
      return String(isX ? 1000 - value : value);
    })
    .join(' ');
}

const both = (d: string) => [d, mirror(d)];

/**
 * A fabric-filled piece. The plain colour goes under the weave: a rasterizer leaves out a pattern whose
 * tile comes to less than a pixel (librsvg, in thumbnails under about 125 px), and the piece would
 * show white.
 */
function piece(d: string, p: Palette, fill = 'url(#fabric)'): string {
  return `<path d="${d}" fill="${p.base}"/><path d="${d}" fill="${fill}" stroke="${p.outline}" stroke-width="3" stroke-linejoin="round"/><path d="${d}" fill="url(#shade)"/>`;
}

function flat(d: string, color: string, p: Palette, opacity = 1): string {
  return `<path d="${d}" fill="${color}" fill-opacity="${opacity}" stroke="${p.outline}" stroke-width="2.5" stroke-linejoin="round"/>`;
}

function stitch(d: string, p: Palette, width = 2.2): string {
  return `<path d="${d}" fill="none" stroke="${p.stitch}" stroke-width="${width}" stroke-dasharray="7 5" stroke-linecap="round" opacity=".9"/>`;
}

function line(d: string, color: string, width: number, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}

function rib(d: string, p: Palette): string {
  return `<path d="${d}" fill="${p.base}"/><path d="${d}" fill="url(#rib)" stroke="${p.outline}" stroke-width="2.5" stroke-linejoin="round"/><path d="${d}" fill="url(#shade)"/>`;
}

/** The brand's woven label: a dark patch with a light mark. */
function logoPatch(x: number, y: number, w = 58, h = 36): string {
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#2a241f" stroke="#14110e" stroke-width="1.5"/><rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" rx="2" fill="none" stroke="#e8c26a" stroke-width="1.2" stroke-dasharray="3 2"/><path d="M${x + w / 2} ${y + 8} L${x + w / 2 - 9} ${y + h - 9} H${x + w / 2 + 9} Z" fill="#e8c26a"/><rect x="${x + w / 2 - 2}" y="${y + h - 10}" width="4" height="5" fill="#e8c26a"/></g>`;
}

function reflectiveBand(d: string): string {
  return `<path d="${d}" fill="#c9cdd0" stroke="#8d9296" stroke-width="2"/><path d="${d}" fill="url(#reflect)"/>`;
}

// ---------- Tops ----------

function topGeometry(kind: Silhouette) {
  const hem = kind === 'coat' ? 1030 : kind === 'tee' || kind === 'shortSleeveShirt' ? 880 : kind === 'vest' ? 870 : 905;
  const sleeves = kind === 'vest' ? 'none' : kind === 'tee' || kind === 'shortSleeveShirt' ? 'short' : 'long';
  return { hem, sleeves };
}

function torso(hem: number, view: GarmentView): string {
  const neckDip = view === 'front' ? 262 : 232;
  return `M 425 212 Q 500 ${neckDip} 575 212 L 700 252 C 720 264 726 296 726 340 L 736 ${hem} Q 500 ${hem + 20} 264 ${hem} L 274 340 C 274 296 280 264 300 252 Z`;
}

const LONG_SLEEVE = 'M 302 250 C 252 262 226 300 212 362 L 124 832 L 210 860 L 282 432 Z';
const LONG_CUFF = 'M 124 832 L 210 860 L 198 914 L 110 886 Z';
const SHORT_SLEEVE = 'M 302 250 C 250 262 222 290 204 332 L 146 456 L 256 502 L 282 420 Z';
const SHORT_HEM = 'M 146 456 L 256 502 L 250 518 L 140 472 Z';
const VEST_ARMHOLE = 'M 300 252 C 306 330 306 384 276 424';

function hoodBehind(p: Palette, o: GarmentOptions): string {
  const outer = 'M 388 268 C 352 150 420 86 500 86 C 580 86 648 150 612 268 Z';
  const inner = 'M 428 256 C 416 170 456 126 500 126 C 544 126 584 170 572 256 Q 500 278 428 256 Z';
  let out = piece(outer, p) + flat(inner, p.deep, p, 0.95) + stitch('M 412 262 C 386 160 440 108 500 108 C 560 108 614 160 588 262', p);
  if (o.fur) {
    const tufts: string[] = [];
    for (let i = 0; i <= 28; i++) {
      const t = Math.PI * (1.05 + (i / 28) * 0.9);
      const x = 500 + Math.cos(t) * 86;
      const y = 200 + Math.sin(t) * 86;
      tufts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${13 + (i % 3) * 3}" fill="${i % 2 ? '#8b7b68' : '#a39380'}"/>`);
    }
    out += `<g opacity=".95">${tufts.join('')}</g>`;
  }
  return out;
}

/** Drawcords hang over the front of the body, below the hood opening. */
function drawcords(p: Palette): string {
  return (
    line('M 468 258 C 464 290 462 330 460 372', '#e8e2d6', 6) +
    line('M 532 258 C 536 290 538 330 540 372', '#e8e2d6', 6) +
    `<rect x="453" y="368" width="14" height="22" rx="3" fill="${p.hardware}"/><rect x="533" y="368" width="14" height="22" rx="3" fill="${p.hardware}"/>`
  );
}

function hoodFromBack(p: Palette): string {
  const d = 'M 398 300 C 372 170 430 104 500 104 C 570 104 628 170 602 300 Q 500 334 398 300 Z';
  return piece(d, p) + stitch('M 500 108 L 500 318', p) + line('M 402 296 Q 500 330 598 296', p.shade, 3, 0.6);
}

function collar(kind: GarmentOptions['collar'], p: Palette, view: GarmentView): string {
  if (view === 'back') {
    if (kind === 'point' || kind === 'shirt') {
      const d = 'M 422 210 L 392 242 Q 500 268 608 242 L 578 210 Q 500 230 422 210 Z';
      return flat(d, kind === 'point' ? p.deep : p.base, p) + stitch('M 400 240 Q 500 262 600 240', p);
    }
    if (kind === 'mock') return piece('M 428 214 L 430 176 Q 500 166 570 176 L 572 214 Q 500 230 428 214 Z', p);
    return rib('M 422 212 Q 500 236 578 212 L 572 200 Q 500 222 428 200 Z', p);
  }
  switch (kind) {
    case 'point': {
      const d = 'M 425 212 L 386 238 L 440 340 L 500 272 L 560 340 L 614 238 L 575 212 Q 500 250 425 212 Z';
      return flat(d, p.deep, p) + `<path d="${d}" fill="url(#cord)"/>` + stitch('M 398 240 L 444 326 M 602 240 L 556 326', p);
    }
    case 'shirt': {
      const d = 'M 430 210 L 402 226 L 454 318 L 500 266 L 546 318 L 598 226 L 570 210 Q 500 240 430 210 Z';
      return piece(d, p) + stitch('M 414 230 L 456 304 M 586 230 L 544 304', p);
    }
    case 'mock':
      return piece('M 428 214 L 430 176 Q 500 166 570 176 L 572 214 Q 500 236 428 214 Z', p) + flat('M 432 184 Q 500 176 568 184 L 566 192 Q 500 184 434 192 Z', p.shade, p, 0.7);
    case 'crew':
      return flat('M 425 212 Q 500 262 575 212 Q 500 198 425 212 Z', p.deep, p) + rib('M 420 210 Q 500 268 580 210 L 566 206 Q 500 250 434 206 Z', p);
    default:
      return flat('M 425 212 Q 500 262 575 212 Q 500 198 425 212 Z', p.deep, p);
  }
}

function closure(o: GarmentOptions, p: Palette, top: number, hem: number): string {
  if (o.zip || o.quarterZip) {
    const end = o.quarterZip ? 420 : hem - 2;
    return flat(`M 492 ${top} L 508 ${top} L 508 ${end} L 492 ${end} Z`, darken(p.base, 0.5), p) + line(`M 500 ${top + 4} L 500 ${end - 4}`, p.hardware, 5, 0.9) + `<path d="M 493 ${top + 10} h14 v28 h-14 z" fill="${p.hardware}" stroke="${darken(p.hardware, 0.4)}" stroke-width="1.5"/><rect x="496" y="${top + 38}" width="8" height="26" rx="3" fill="${lighten(p.hardware, 0.1)}"/>`;
  }
  if (o.snaps) {
    let out = piece(`M 478 ${top} L 522 ${top} L 522 ${hem} L 478 ${hem} Z`, p) + stitch(`M 484 ${top + 8} L 484 ${hem - 6} M 516 ${top + 8} L 516 ${hem - 6}`, p);
    for (let y = top + 40; y < hem - 20; y += 110) out += `<circle cx="500" cy="${y}" r="9" fill="${p.hardware}" stroke="${darken(p.hardware, 0.4)}" stroke-width="2"/>`;
    return out;
  }
  if (o.buttons) {
    const end = o.collar === 'crew' ? 430 : hem - 6;
    let out = stitch(`M 486 ${top} L 486 ${end} M 514 ${top} L 514 ${end}`, p);
    const step = o.collar === 'crew' ? 55 : 92;
    for (let y = top + 28; y < end - 10; y += step) out += `<circle cx="500" cy="${y}" r="8" fill="${lighten(p.base, 0.55)}" stroke="${p.outline}" stroke-width="1.5"/><circle cx="498" cy="${y - 1}" r="1.3" fill="${p.outline}"/><circle cx="502" cy="${y + 1}" r="1.3" fill="${p.outline}"/>`;
    return out;
  }
  return '';
}

function tops(kind: Silhouette, view: GarmentView, p: Palette, o: GarmentOptions, hemOverride?: number): string {
  const geometry = topGeometry(kind);
  const hem = hemOverride ?? geometry.hem;
  const sleeves = geometry.sleeves;
  let out = '';
  if (view === 'front' && o.hood) out += hoodBehind(p, o);
  // Sleeves first, body over them.
  if (sleeves === 'long') {
    for (const d of both(LONG_SLEEVE)) out += piece(d, p);
    for (const d of both(LONG_CUFF)) out += o.ribCuffs ? rib(d, p) : piece(d, p);
    for (const d of both('M 132 818 L 212 846')) out += stitch(d, p);
    for (const d of both('M 288 258 C 248 276 230 320 222 372')) out += line(d, p.shade, 3, 0.5);
  } else if (sleeves === 'short') {
    for (const d of both(SHORT_SLEEVE)) out += piece(d, p);
    for (const d of both(SHORT_HEM)) out += piece(d, p);
    for (const d of both('M 154 444 L 258 488')) out += stitch(d, p);
  }
  out += piece(torso(hem, view), p);
  if (sleeves === 'none') for (const d of both(VEST_ARMHOLE)) out += rib(`${d} L 288 430 C 324 388 324 330 314 254 Z`, p);
  else for (const d of both('M 300 252 C 290 320 286 380 282 428')) out += stitch(d, p);
  if (o.ribHem) out += rib(`M 265 ${hem - 46} L 735 ${hem - 46} L 736 ${hem} Q 500 ${hem + 20} 264 ${hem} Z`, p);
  else out += stitch(`M 270 ${hem - 16} Q 500 ${hem + 4} 730 ${hem - 16}`, p);

  if (o.hiVis) {
    out += reflectiveBand(`M 270 ${hem - 190} L 732 ${hem - 190} L 733 ${hem - 150} L 269 ${hem - 150} Z`);
    out += reflectiveBand(`M 271 ${hem - 280} L 731 ${hem - 280} L 731 ${hem - 245} L 271 ${hem - 245} Z`);
    if (sleeves === 'long') for (const d of both('M 160 640 L 246 662 L 240 700 L 154 678 Z')) out += reflectiveBand(d);
    if (sleeves !== 'long') for (const d of both('M 340 250 L 376 238 L 376 620 L 340 620 Z')) out += reflectiveBand(d);
  }

  if (view === 'back') {
    out += stitch('M 280 372 Q 500 350 720 372', p);
    out += view === 'back' && o.hood ? hoodFromBack(p) : collar(o.collar, p, 'back');
    if (kind === 'shirt' || kind === 'shortSleeveShirt') out += line('M 500 372 L 500 420', p.shade, 3, 0.5) + stitch('M 480 372 Q 500 410 520 372', p);
    return out;
  }

  // Front details.
  if (!o.hood) out += collar(o.collar, p, 'front');
  if (o.hood) out += flat('M 425 212 Q 500 262 575 212 Q 500 226 425 212 Z', p.deep, p);
  const top = o.collar === 'crew' ? 262 : o.collar === 'mock' ? 220 : o.hood ? 258 : 272;
  out += closure(o, p, top, o.ribHem ? hem - 46 : hem);
  if (o.hood && !o.fur) out += drawcords(p);
  if (o.chestPocket) {
    out += piece('M 566 378 L 664 378 L 664 478 Q 615 488 566 478 Z', p) + stitch('M 572 392 L 658 392 M 572 386 L 572 472 M 658 386 L 658 472', p);
    if (kind === 'jacket' || kind === 'coat') out += flat('M 562 372 L 668 372 L 668 404 L 562 404 Z', p.shade, p, 0.9) + logoPatch(586, 412);
    else out += logoPatch(588, 398, 52, 32);
  } else if (!o.chestPockets && !o.kangaroo) {
    out += logoPatch(592, 330, 50, 30);
  }
  if (o.chestPockets) {
    for (const x of [348, 560]) {
      out += piece(`M ${x} 380 L ${x + 92} 380 L ${x + 92} 478 L ${x + 46} 490 L ${x} 478 Z`, p);
      out += flat(`M ${x - 4} 366 L ${x + 96} 366 L ${x + 96} 402 L ${x + 46} 414 L ${x - 4} 402 Z`, p.base, p);
      out += stitch(`M ${x + 4} 396 L ${x + 46} 406 L ${x + 88} 396`, p);
      out += `<circle cx="${x + 46}" cy="402" r="6" fill="${lighten(p.base, 0.5)}" stroke="${p.outline}" stroke-width="1.5"/>`;
    }
    out += logoPatch(574, 420, 44, 26);
  }
  if (o.handPockets) {
    for (const d of both('M 326 612 L 376 770')) out += line(d, p.deep, 10, 0.85);
    for (const d of both('M 336 606 L 388 768')) out += stitch(d, p);
  }
  if (o.kangaroo) {
    out += piece('M 352 640 L 648 640 L 694 838 L 306 838 Z', p) + stitch('M 362 652 L 638 652', p);
    for (const d of both('M 352 640 C 340 700 320 780 306 838')) out += line(d, p.deep, 4, 0.8);
  }
  if (o.hood && !o.fur && o.kangaroo) out += logoPatch(470, 680, 60, 34);
  return out;
}

// ---------- Bottoms ----------

function bottoms(kind: Silhouette, view: GarmentView, p: Palette, o: GarmentOptions): string {
  const hem = kind === 'shorts' ? 660 : 1140;
  const narrow = kind === 'leggings';
  const waistTop = kind === 'bib' ? 330 : 200;
  const outerL = narrow ? 372 : 330;
  const hemOuter = narrow ? 398 : 300;
  const hemInner = narrow ? 484 : kind === 'shorts' ? 490 : 476;
  const crotch = kind === 'shorts' ? 470 : 470;
  const leg = `M ${outerL} ${waistTop} L 500 ${waistTop} L 500 ${crotch} L ${hemInner} ${hem} L ${hemOuter} ${hem} Z`;
  let out = '';
  if (kind === 'bib' && view === 'front') {
    // Straps go over the shoulders and down the back.
    for (const d of both('M 408 150 C 380 110 350 110 330 150 L 316 330 L 350 330 L 360 170 C 368 150 384 150 392 170 Z')) out += piece(d, p) + stitch(d.replace(/ Z$/, ''), p, 1.6);
  }
  for (const d of both(leg)) out += piece(d, p);
  if (kind === 'bib') {
    const bib = view === 'front' ? 'M 392 150 L 608 150 L 620 340 L 380 340 Z' : 'M 380 300 L 620 300 L 640 360 L 360 360 Z';
    out += piece(bib, p);
    if (view === 'front') {
      out += piece('M 440 200 L 560 200 L 560 290 Q 500 300 440 290 Z', p) + stitch('M 446 212 L 554 212', p) + line('M 500 200 L 500 290', p.shade, 3, 0.7) + logoPatch(472, 226, 56, 34);
      for (const x of [404, 596]) out += `<rect x="${x - 13}" y="150" width="26" height="22" rx="4" fill="${p.hardware}" stroke="${darken(p.hardware, 0.4)}" stroke-width="2"/><circle cx="${x}" cy="182" r="8" fill="${p.hardware}" stroke="${darken(p.hardware, 0.4)}" stroke-width="2"/>`;
    } else {
      for (const d of both('M 420 300 L 360 120 L 396 112 L 452 300 Z')) out += piece(d, p);
      out += `<path d="M 478 300 L 500 250 L 522 300 Z" fill="${p.deep}"/>`;
    }
  } else {
    out += piece(`M ${outerL - 2} ${waistTop} L ${1000 - outerL + 2} ${waistTop} L ${1000 - outerL + 1} ${waistTop + 44} L ${outerL - 1} ${waistTop + 44} Z`, p);
    out += stitch(`M ${outerL + 6} ${waistTop + 36} L ${1000 - outerL - 6} ${waistTop + 36}`, p);
    if (!narrow) for (const x of [356, 440, 560, 644]) out += flat(`M ${x - 8} ${waistTop - 4} L ${x + 8} ${waistTop - 4} L ${x + 8} ${waistTop + 52} L ${x - 8} ${waistTop + 52} Z`, p.base, p);
    if (view === 'front' && !narrow) out += `<circle cx="500" cy="${waistTop + 22}" r="9" fill="${p.hardware}" stroke="${darken(p.hardware, 0.4)}" stroke-width="2"/>`;
  }
  const pocketTop = kind === 'bib' ? 370 : waistTop + 44;
  if (view === 'front') {
    if (!narrow) {
      out += stitch(`M 500 ${pocketTop} L 500 ${pocketTop + 150} Q 500 ${pocketTop + 180} 470 ${pocketTop + 200}`, p);
      for (const d of both(`M ${outerL + 2} ${pocketTop + 6} Q ${outerL + 70} ${pocketTop + 40} ${outerL + 92} ${pocketTop + 6}`)) out += line(d, p.deep, 5, 0.75);
      for (const d of both(`M ${outerL + 2} ${pocketTop + 20} Q ${outerL + 66} ${pocketTop + 56} ${outerL + 100} ${pocketTop + 8}`)) out += stitch(d, p);
    } else {
      out += piece('M 610 520 L 660 520 L 654 700 L 604 700 Z', p) + stitch('M 614 532 L 656 532', p);
    }
    if (o.fivePocket) {
      out += flat(`M 610 ${pocketTop + 14} L 650 ${pocketTop + 14} L 650 ${pocketTop + 56} L 610 ${pocketTop + 56} Z`, p.base, p) + stitch(`M 614 ${pocketTop + 24} L 646 ${pocketTop + 24}`, p);
      for (const [x, y] of [[424, pocketTop + 8], [576, pocketTop + 8], [612, pocketTop + 16]]) out += `<circle cx="${x}" cy="${y}" r="5" fill="#c0894a" stroke="#6b4420" stroke-width="1.5"/>`;
    }
    if (o.doubleFront && kind !== 'shorts') {
      for (const d of both('M 332 560 L 492 560 L 486 880 L 318 880 Z')) out += piece(d, p) + stitch(d.replace(/ Z$/, ''), p, 1.8);
    }
    if (o.cargo) for (const d of both('M 312 560 L 372 560 L 370 700 L 310 700 Z')) out += piece(d, p) + flat(d.replace('700 L 310 700', '592 L 310 592'), p.shade, p, 0.6);
    if (o.hammerLoop) out += piece('M 660 600 L 686 600 L 692 690 L 666 690 Z', p) + stitch('M 664 610 L 688 610', p);
    if (!o.fivePocket && kind !== 'bib' && !narrow) out += logoPatch(360, pocketTop + 50, 46, 28);
    if (o.legZips && kind !== 'shorts') for (const d of both(`M ${hemOuter + 16} ${hem - 6} L ${hemOuter + 30} ${hem - 260}`)) out += line(d, darken(p.base, 0.5), 8) + line(d, p.hardware, 3);
  } else {
    for (const d of both(`M 362 ${pocketTop + 60} L 462 ${pocketTop + 60} L 458 ${pocketTop + 180} L 410 ${pocketTop + 196} L 366 ${pocketTop + 180} Z`)) out += piece(d, p) + stitch(d.replace(/ Z$/, ''), p, 1.8);
    out += stitch(`M 500 ${pocketTop} L 500 ${crotch}`, p);
    if (o.fivePocket) out += logoPatch(610, pocketTop + 4, 54, 30);
    else out += logoPatch(378, pocketTop + 90, 50, 30);
  }
  if (kind !== 'shorts') for (const d of both(`M ${hemOuter + 4} ${hem - 18} L ${hemInner - 4} ${hem - 18}`)) out += stitch(d, p);
  else for (const d of both(`M ${hemOuter + 4} ${hem - 16} L ${hemInner - 4} ${hem - 16}`)) out += stitch(d, p);
  if (o.hiVis) for (const d of both(`M ${hemOuter + 4} ${hem - 120} L ${hemInner - 4} ${hem - 120} L ${hemInner - 3} ${hem - 86} L ${hemOuter + 3} ${hem - 86} Z`)) out += reflectiveBand(d);
  return out;
}

function coverall(view: GarmentView, p: Palette, o: GarmentOptions): string {
  let out = '';
  for (const d of both('M 270 560 L 500 560 L 500 700 L 478 1140 L 300 1140 Z')) out += piece(d, p);
  out += tops('jacket', view, p, { ...o, ribHem: false, handPockets: false, chestPocket: view === 'front' });
  out += piece('M 270 540 L 730 540 L 732 600 L 268 600 Z', p) + stitch('M 276 588 L 724 588', p);
  if (view === 'front') {
    out += closure({ zip: true }, p, 272, 700);
    for (const d of both('M 316 640 L 360 760')) out += line(d, p.deep, 9, 0.8);
    for (const d of both('M 330 760 L 486 760 L 480 1000 L 318 1000 Z')) out += stitch(d, p, 1.8);
  }
  for (const d of both('M 304 1122 L 474 1122')) out += stitch(d, p);
  return out;
}

// ---------- Footwear and accessories ----------

function boot(p: Palette, o: GarmentOptions, flip: boolean): string {
  const sole = o.wedge ? '#d8b47a' : '#2b2724';
  const upper = 'M 330 240 L 560 240 C 584 320 592 520 612 628 C 660 680 760 720 832 756 C 872 776 884 822 866 856 C 858 872 846 880 830 880 L 318 880 C 304 700 304 430 330 240 Z';
  let out = piece(upper, p);
  out += flat('M 330 240 L 560 240 L 562 292 L 326 292 Z', p.shade, p, 0.95) + stitch('M 334 284 L 556 284', p);
  out += `<path d="M 318 880 L 840 880 C 868 880 884 900 880 930 L 876 960 L 320 960 Z" fill="${sole}" stroke="${darken(sole, 0.45)}" stroke-width="3"/>`;
  if (!o.wedge) for (let x = 340; x < 860; x += 38) out += `<rect x="${x}" y="948" width="22" height="18" rx="4" fill="${darken(sole, 0.3)}"/>`;
  else out += line('M 322 900 L 874 900', darken(sole, 0.25), 3);
  out += stitch('M 322 868 L 836 868', p);
  out += piece('M 704 704 C 770 730 818 748 840 762 C 874 782 882 826 864 858 C 856 872 846 878 832 878 L 724 878 C 732 800 724 748 704 704 Z', p);
  if (o.steelToe) out += stitch('M 726 730 C 790 752 842 780 856 826', p);
  out += stitch('M 620 650 C 660 720 676 800 680 872', p);
  out += flat('M 470 300 L 560 300 C 574 400 586 520 604 624 L 540 650 C 508 560 486 420 470 300 Z', p.deep, p, 0.6);
  for (let i = 0; i < 7; i++) {
    const y = 320 + i * 48;
    const x1 = 478 + i * 7;
    const x2 = 560 + i * 6;
    out += line(`M ${x1} ${y} L ${x2} ${y + 26}`, '#e6dcc8', 6) + line(`M ${x2} ${y} L ${x1} ${y + 26}`, '#cfc4ae', 6);
    out += `<circle cx="${x1}" cy="${y}" r="6" fill="${p.hardware}"/><circle cx="${x2}" cy="${y}" r="6" fill="${p.hardware}"/>`;
  }
  out += piece('M 320 250 L 296 252 L 292 320 L 322 318 Z', p);
  out += logoPatch(360, 560, 60, 34);
  return flip ? `<g transform="translate(1000 0) scale(-1 1)">${out}</g>` : out;
}

function beanie(p: Palette, view: GarmentView): string {
  let out = piece('M 250 760 C 240 420 360 260 500 260 C 640 260 760 420 750 760 Z', p, 'url(#rib)');
  out += `<path d="M 250 760 C 240 420 360 260 500 260 C 640 260 760 420 750 760 Z" fill="url(#shade)"/>`;
  for (let x = 300; x <= 700; x += 50) out += line(`M ${x} 760 C ${x} 540 ${500 + (x - 500) * 0.55} 360 500 272`, p.shade, 2, 0.35);
  out += rib('M 236 720 L 764 720 L 770 920 Q 500 950 230 920 Z', p);
  out += stitch('M 242 736 L 758 736', p);
  if (view === 'front') out += logoPatch(456, 780, 88, 52);
  return out;
}

function cap(p: Palette, o: GarmentOptions, view: GarmentView): string {
  let out = '';
  if (view === 'front') {
    out += piece('M 250 640 C 240 400 360 300 500 300 C 640 300 760 400 750 640 Z', p);
    if (o.mesh) out += piece('M 620 330 C 700 380 750 480 750 640 L 640 640 Z', p, 'url(#meshfill)');
    out += line('M 500 300 L 500 640', p.shade, 3, 0.6) + `<circle cx="500" cy="304" r="12" fill="${p.base}" stroke="${p.outline}" stroke-width="2"/>`;
    out += piece('M 210 640 Q 500 590 790 640 C 800 700 760 760 500 780 C 240 760 200 700 210 640 Z', p);
    for (const y of [664, 690, 716]) out += stitch(`M 250 ${y} Q 500 ${y - 40} 750 ${y}`, p, 1.6);
    out += logoPatch(444, 450, 112, 66);
  } else {
    out += piece('M 250 660 C 240 400 360 300 500 300 C 640 300 760 400 750 660 Z', p, o.mesh ? 'url(#meshfill)' : 'url(#fabric)');
    out += `<path d="M 420 560 Q 500 520 580 560 L 580 660 L 420 660 Z" fill="#f2eee6" stroke="${p.outline}" stroke-width="2"/>`;
    out += flat('M 400 600 L 600 600 L 600 630 L 400 630 Z', p.base, p) + `<rect x="560" y="602" width="34" height="26" rx="4" fill="${p.hardware}"/>`;
  }
  return out;
}

function glove(p: Palette, flip: boolean): string {
  const hand = 'M 330 900 L 330 620 C 300 560 270 480 300 450 C 330 430 360 480 380 540 L 380 340 C 380 300 430 300 430 340 L 436 500 L 440 290 C 440 250 494 250 494 290 L 496 500 L 506 310 C 506 270 560 270 560 310 L 558 520 L 572 370 C 574 334 624 336 622 374 L 616 640 C 612 760 600 840 590 900 Z';
  let out = piece(hand, p);
  out += flat('M 344 640 C 380 600 540 600 596 640 L 590 880 L 340 880 Z', darken(p.base, 0.18), p, 0.55);
  out += rib('M 320 880 L 600 880 L 604 1010 L 316 1010 Z', p);
  out += stitch('M 392 520 L 392 350 M 448 500 L 450 300 M 516 500 L 518 320 M 582 520 L 586 384', p, 1.8);
  out += logoPatch(430, 760, 60, 34);
  return flip ? `<g transform="translate(1000 0) scale(-1 1)">${out}</g>` : out;
}

function sock(p: Palette, flip: boolean): string {
  const shape = 'M 380 220 L 560 220 L 560 760 C 560 800 580 840 640 860 L 760 900 C 810 920 820 1000 770 1020 L 520 1020 C 430 1020 380 960 380 880 Z';
  let out = piece(shape, p, 'url(#fabric)');
  out += rib('M 372 220 L 568 220 L 568 340 L 372 340 Z', p);
  out += flat('M 380 880 C 380 960 430 1020 520 1020 L 530 1020 C 470 980 450 930 456 870 Z', p.deep, p, 0.8);
  out += flat('M 700 880 L 760 900 C 810 920 820 1000 770 1020 L 720 1020 C 760 980 750 920 700 880 Z', p.deep, p, 0.8);
  out += `<rect x="380" y="380" width="180" height="26" fill="${lighten(p.base, 0.45)}" opacity=".8"/>`;
  return flip ? `<g transform="translate(1000 0) scale(-1 1)">${out}</g>` : out;
}

function backpack(p: Palette, view: GarmentView): string {
  let out = '';
  out += piece('M 440 170 C 440 120 560 120 560 170 L 560 200 L 530 200 L 530 176 C 530 156 470 156 470 176 L 470 200 L 440 200 Z', p, p.deep);
  out += piece('M 300 260 C 300 200 360 190 500 190 C 640 190 700 200 700 260 L 716 1010 Q 500 1050 284 1010 Z', p);
  if (view === 'front') {
    out += line('M 320 300 C 380 240 620 240 680 300', darken(p.base, 0.55), 7) + line('M 320 300 C 380 240 620 240 680 300', p.hardware, 2.5);
    out += piece('M 340 560 L 660 560 L 672 920 Q 500 950 328 920 Z', p) + line('M 344 600 L 656 600', darken(p.base, 0.55), 6) + line('M 344 600 L 656 600', p.hardware, 2.4);
    out += logoPatch(455, 660, 90, 54);
    out += piece('M 288 880 L 712 880 L 716 1010 Q 500 1050 284 1010 Z', p, darken(p.base, 0.45));
  } else {
    for (const d of both('M 360 240 C 330 420 340 700 372 900 L 430 900 C 410 700 404 420 424 240 Z')) out += piece(d, p, p.deep) + stitch(d.replace(/ Z$/, ''), p, 1.6);
    out += flat('M 330 300 L 670 300 L 676 820 L 324 820 Z', darken(p.base, 0.25), p, 0.35);
  }
  return out;
}

function toolBag(p: Palette): string {
  let out = '';
  for (const d of both('M 330 420 C 330 230 470 230 470 420')) out += line(d, p.outline, 26) + line(d, p.deep, 20);
  out += piece('M 200 420 L 800 420 L 760 1000 L 240 1000 Z', p);
  out += flat('M 200 420 L 800 420 L 796 470 L 204 470 Z', p.deep, p, 0.9);
  for (let i = 0; i < 4; i++) {
    const x = 250 + i * 130;
    out += piece(`M ${x} 560 L ${x + 110} 560 L ${x + 106} 740 L ${x + 4} 740 Z`, p) + stitch(`M ${x + 8} 574 L ${x + 102} 574`, p, 1.6);
  }
  out += piece('M 236 900 L 764 900 L 760 1000 L 240 1000 Z', p, '#2b2724');
  out += logoPatch(450, 790, 100, 58);
  return out;
}

function belt(p: Palette): string {
  let out = `<path d="M 500 300 C 720 300 820 460 820 640 C 820 840 680 960 500 960 C 320 960 200 840 200 660 C 200 500 300 390 440 370" fill="none" stroke="${p.outline}" stroke-width="96" stroke-linecap="round"/>`;
  out += `<path d="M 500 300 C 720 300 820 460 820 640 C 820 840 680 960 500 960 C 320 960 200 840 200 660 C 200 500 300 390 440 370" fill="none" stroke="${p.base}" stroke-width="90" stroke-linecap="round"/>`;
  out += `<path d="M 500 300 C 720 300 820 460 820 640 C 820 840 680 960 500 960 C 320 960 200 840 200 660 C 200 500 300 390 440 370" fill="none" stroke="${p.stitch}" stroke-width="74" stroke-dasharray="6 6" opacity=".5"/>`;
  out += `<path d="M 500 300 C 720 300 820 460 820 640 C 820 840 680 960 500 960 C 320 960 200 840 200 660 C 200 500 300 390 440 370" fill="none" stroke="${p.base}" stroke-width="66" stroke-linecap="round"/>`;
  out += `<rect x="470" y="236" width="110" height="128" rx="18" fill="none" stroke="#a7acb0" stroke-width="16"/><rect x="470" y="236" width="110" height="128" rx="18" fill="none" stroke="#d9dde0" stroke-width="5"/>`;
  for (const [x, y] of [[262, 520], [236, 600], [226, 684]]) out += `<circle cx="${x}" cy="${y}" r="8" fill="${p.deep}"/>`;
  return out;
}

export function drawGarment(silhouette: Silhouette, view: GarmentView, p: Palette, o: GarmentOptions): string {
  switch (silhouette) {
    case 'jacket':
    case 'hoodedJacket':
    case 'coat':
    case 'vest':
    case 'tee':
    case 'longsleeve':
    case 'shirt':
    case 'shortSleeveShirt':
    case 'hoodie':
    case 'sweatshirt': {
      // Long-sleeved tops share the jacket's cut; hem length and sleeves come from the silhouette.
      const shape: Silhouette = ['hoodedJacket', 'longsleeve', 'hoodie', 'sweatshirt'].includes(silhouette) ? 'jacket' : silhouette;
      return tops(shape, view, p, o);
    }
    case 'pants':
    case 'shorts':
    case 'bib':
    case 'leggings':
      return bottoms(silhouette, view, p, o);
    case 'coverall':
      return coverall(view, p, o);
    case 'boots':
      return view === 'front' ? `<g transform="translate(-40 0)">${boot(p, o, false)}</g>` : `<g transform="translate(-40 30) scale(.92)">${boot(p, o, true)}</g>`;
    case 'beanie':
      return beanie(p, view);
    case 'cap':
      return cap(p, o, view);
    case 'gloves':
      return `<g transform="translate(-150 40) scale(.9)">${glove(p, false)}</g><g transform="translate(250 40) scale(.9)">${glove(p, true)}</g>`;
    case 'socks':
      return `<g transform="translate(-170 20) scale(.95)">${sock(p, false)}</g><g transform="translate(190 20) scale(.95)">${sock(p, false)}</g>`;
    case 'backpack':
      return backpack(p, view);
    case 'toolBag':
      return toolBag(p);
    case 'belt':
      return belt(p);
  }
}

/** Top and bottom of a drawing, so it can be centred on the canvas. */
export function garmentBounds(silhouette: Silhouette, o: GarmentOptions): [number, number] {
  switch (silhouette) {
    case 'coat':
      return [o.hood ? 86 : 176, 1050];
    case 'vest':
      return [170, 890];
    case 'tee':
    case 'shortSleeveShirt':
      return [o.hood ? 86 : 200, 900];
    case 'pants':
    case 'leggings':
      return [196, 1140];
    case 'shorts':
      return [196, 662];
    case 'bib':
      return [110, 1140];
    case 'coverall':
      return [176, 1140];
    case 'boots':
      return [236, 966];
    case 'beanie':
      return [260, 950];
    case 'cap':
      return [296, 780];
    case 'gloves':
      return [265, 950];
    case 'socks':
      return [229, 989];
    case 'backpack':
      return [120, 1050];
    case 'toolBag':
      return [230, 1000];
    case 'belt':
      return [236, 1008];
    default:
      return [o.hood ? 86 : o.collar === 'mock' ? 166 : 200, 925];
  }
}

/** Vertical shift that centres a drawing on the 1250-high canvas. */
export function centringOffset(silhouette: Silhouette, o: GarmentOptions): number {
  const [top, bottom] = garmentBounds(silhouette, o);
  return Math.round(625 - (top + bottom) / 2);
}

/** Where the close-up (detail view) looks for each kind of garment: x, y, width of a 4:5 window. */
export function detailWindow(silhouette: Silhouette): [number, number, number] {
  switch (silhouette) {
    case 'pants':
    case 'shorts':
    case 'leggings':
      return [300, 200, 320];
    case 'bib':
      return [380, 140, 280];
    case 'boots':
      return [420, 260, 380];
    case 'beanie':
      return [360, 660, 280];
    case 'cap':
      return [360, 380, 280];
    case 'gloves':
    case 'socks':
      return [240, 600, 360];
    case 'backpack':
    case 'toolBag':
      return [380, 600, 260];
    case 'belt':
      return [380, 200, 300];
    default:
      return [520, 300, 220];
  }
}
