/** Where two JSON-like values first differ, as a readable path, or null when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  const aObject = typeof a === 'object' && a !== null;
  const bObject = typeof b === 'object' && b !== null;
  if (!aObject || !bObject || Array.isArray(a) !== Array.isArray(b)) {
    return `${path}: ${show(a)} vs ${show(b)}`;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length || i >= b.length) return `${path}: length ${a.length} vs ${b.length}`;
      const found = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])];
  for (const key of keys) {
    if (!(key in ra) || !(key in rb)) return `${path}.${key}: ${show(ra[key])} vs ${show(rb[key])}`;
    const found = firstDifference(ra[key], rb[key], `${path}.${key}`);
    if (found) return found;
  }
  const orderA = Object.keys(ra).join(',');
  const orderB = Object.keys(rb).join(',');
  return orderA === orderB ? null : `${path}: key order ${orderA} vs ${orderB}`;
}

function show(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
