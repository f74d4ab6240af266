/**
 * The OCC `fields` parameter: `BASIC`, `DEFAULT`, `FULL`, or a list such as
 * `DEFAULT,entries(product(code,name),totalPrice(formattedValue)),totalItems`.
 *
 * Answers are built complete and then trimmed: a level keeps the top-level keys of that level (nested
 * objects whole); listed fields keep just those keys, recursively. A level and a list may be combined.
 * Unknown field names are ignored, as in OCC.
 */

export type Level = 'BASIC' | 'DEFAULT' | 'FULL';

export interface FieldSpec {
  levels: Set<Level>;
  keys: Map<string, FieldSpec | null>;
}

const LEVELS = new Set<string>(['BASIC', 'DEFAULT', 'FULL']);

export function parseFields(input: string | undefined | null): FieldSpec {
  const spec: FieldSpec = { levels: new Set(), keys: new Map() };
  if (!input || !input.trim()) {
    spec.levels.add('DEFAULT');
    return spec;
  }
  let pos = 0;
  const text = input.replace(/\s+/g, '');
  const parseList = (target: FieldSpec): void => {
    while (pos < text.length) {
      const start = pos;
      while (pos < text.length && !',()'.includes(text[pos] as string)) pos++;
      const name = text.slice(start, pos);
      let child: FieldSpec | null = null;
      if (text[pos] === '(') {
        pos++;
        child = { levels: new Set(), keys: new Map() };
        parseList(child);
        if (text[pos] === ')') pos++;
      }
      if (name) {
        if (LEVELS.has(name) && child === null) target.levels.add(name as Level);
        else {
          target.keys.set(name, target.keys.has(name) ? mergeSpecs(target.keys.get(name) ?? null, child) : child);
        }
      }
      if (text[pos] === ',') {
        pos++;
        continue;
      }
      if (text[pos] === ')') return;
    }
  };
  parseList(spec);
  if (spec.levels.size === 0 && spec.keys.size === 0) spec.levels.add('DEFAULT');
  return spec;
}

/** The same field named twice: a nested list is kept, and two nested lists are combined. */
function mergeSpecs(a: FieldSpec | null, b: FieldSpec | null): FieldSpec | null {
  if (!a) return b;
  if (!b) return a;
  return { levels: new Set([...a.levels, ...b.levels]), keys: new Map([...a.keys, ...b.keys]) };
}

/** Top-level keys kept at BASIC and DEFAULT for one kind of answer; FULL keeps everything. */
export interface LevelKeys {
  BASIC?: readonly string[];
  DEFAULT?: readonly string[];
}

type Json = unknown;

export function applyFields(value: Json, spec: FieldSpec, levelKeys?: LevelKeys): Json {
  if (Array.isArray(value)) return value.map((item) => applyFields(item, spec, levelKeys));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, Json>;
  const out: Record<string, Json> = {};
  if (spec.levels.size > 0) {
    const allowed = allowedAtLevels(spec.levels, levelKeys);
    for (const [key, v] of Object.entries(source)) {
      if (v === undefined) continue;
      if (!allowed || allowed.has(key)) out[key] = v;
    }
  }
  for (const [key, child] of spec.keys) {
    const v = source[key];
    if (v === undefined) continue;
    out[key] = child ? applyFields(v, child) : v;
  }
  return out;
}

function allowedAtLevels(levels: Set<Level>, levelKeys?: LevelKeys): Set<string> | undefined {
  if (!levelKeys || levels.has('FULL')) return undefined;
  const keys = new Set<string>();
  if (levels.has('BASIC')) levelKeys.BASIC?.forEach((k) => keys.add(k));
  if (levels.has('DEFAULT')) {
    if (!levelKeys.DEFAULT) return undefined;
    levelKeys.DEFAULT.forEach((k) => keys.add(k));
    levelKeys.BASIC?.forEach((k) => keys.add(k));
  }
  return keys;
}
