/**
 * Colour codes (spec 3 §3): "Colour codes carry a COLOR_ prefix and an _SW suffix that are stripped."
 * `COLOR_BRN_SW` -> `BRN`, the code the image server and the variant codes use.
 */
export function cleanColourCode(colorCode: string | null | undefined): string | undefined {
  const code = colorCode
    ?.trim()
    .replace(/^COLOR_/i, '')
    .replace(/_SW$/i, '')
    .trim();
  return code ? code : undefined;
}
