/**
 * JSON helpers. `canonicalJson` writes object keys in sorted order, so two values that are equal as JSON
 * give the same text however their keys were inserted (a database such as PostgreSQL's jsonb, or a
 * hand-edited save, may reorder keys).
 */

/** Like JSON.stringify (same handling of undefined, NaN and functions), with keys sorted. */
export function canonicalJson(value: unknown): string {
  const out = { text: '' };
  write(value, out);
  return out.text;
}

function skipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

function write(value: unknown, out: { text: string }): void {
  if (value === null || skipped(value)) {
    // JSON writes null for these in arrays (objects skip them before getting here).
    out.text += 'null';
    return;
  }
  switch (typeof value) {
    case 'string':
      out.text += JSON.stringify(value);
      return;
    case 'number':
      out.text += Number.isFinite(value) ? String(value) : 'null';
      return;
    case 'boolean':
      out.text += value ? 'true' : 'false';
      return;
    case 'object': {
      if (Array.isArray(value)) {
        out.text += '[';
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out.text += ',';
          write(value[i], out);
        }
        out.text += ']';
        return;
      }
      const record = value as Record<string, unknown>;
      out.text += '{';
      let first = true;
      for (const key of Object.keys(record).sort()) {
        const item = record[key];
        if (skipped(item)) continue;
        out.text += first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`;
        first = false;
        write(item, out);
      }
      out.text += '}';
      return;
    }
    default:
      out.text += 'null';
  }
}

/** True when the two values are equal as JSON, ignoring key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** A deep copy through JSON text. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
