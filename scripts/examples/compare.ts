/** Keys whose values depend on when and in which order the seed ran: compared by form only. */
const FORM_ONLY: Record<string, (value: unknown) => boolean> = {
  id: (value) => typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)),
  documentId: (value) => typeof value === 'string' && /^[a-z0-9]{24}$/.test(value),
  // Upload names carry a random hash: /uploads/team_photo_5c1e8a7f3b.jpg.
  url: (value) => typeof value === 'string' && /^\/uploads\/[\w-]+_[0-9a-f]{10}\.\w+$/.test(value),
  hash: (value) => typeof value === 'string' && /^[\w-]+_[0-9a-f]{10}$/.test(value),
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;

export type CompareOptions = {
  /** Keys the page leaves out on purpose (fence meta `trimmed="createdBy,updatedBy"`). */
  trimmed: ReadonlySet<string>;
  /**
   * False when the page shows data of its own rather than the seed's (fence
   * meta `shape-only`): keys, nesting and types are compared, values and list
   * lengths are not, and `null` stands for any value.
   */
  values: boolean;
};

/**
 * Differences between a documented JSON value and the real one: keys at every
 * level, arrays against objects, array lengths, and values — ids, documentIds,
 * upload URLs and hashes, ISO timestamps and JWTs by form. Each difference is one line naming its path.
 */
export function differences(documented: unknown, real: unknown, options: CompareOptions, path = '$'): string[] {
  const key = path.split('.').pop() ?? '';
  if (!options.values && (documented === null || real === null)) return [];
  if (key in FORM_ONLY && documented !== null && real !== null) {
    return FORM_ONLY[key](documented) && FORM_ONLY[key](real)
      ? []
      : [`${path}: documented ${show(documented)}, real ${show(real)}`];
  }
  if (typeof documented === 'string' && JWT.test(documented)) {
    return typeof real === 'string' && JWT.test(real) ? [] : [`${path}: documented a JWT, real ${show(real)}`];
  }
  if (typeof documented === 'string' && ISO_DATE.test(documented)) {
    return typeof real === 'string' && ISO_DATE.test(real) ? [] : [`${path}: documented a timestamp, real ${show(real)}`];
  }
  if (Array.isArray(documented)) {
    if (!Array.isArray(real)) return [`${path}: documented an array, real ${kindOf(real)}`];
    if (!options.values) {
      return documented.flatMap((item, index) => {
        const counterpart = counterpartOf(item, index, real);
        return counterpart === undefined ? [] : differences(item, counterpart, options, `${path}[${index}]`);
      });
    }
    const lines = documented.length === real.length ? [] : [`${path}: documented ${documented.length} items, real ${real.length}`];
    const count = Math.min(documented.length, real.length);
    for (let index = 0; index < count; index += 1) {
      lines.push(...differences(documented[index], real[index], options, `${path}[${index}]`));
    }
    return lines;
  }
  if (isObject(documented)) {
    if (!isObject(real)) return [`${path}: documented an object, real ${kindOf(real)}`];
    const lines: string[] = [];
    for (const name of Object.keys(documented)) {
      if (!(name in real)) lines.push(`${path}.${name}: documented, missing from the real response`);
      else lines.push(...differences(documented[name], real[name], options, `${path}.${name}`));
    }
    for (const name of Object.keys(real)) {
      if (!(name in documented) && !options.trimmed.has(name)) {
        lines.push(`${path}.${name}: in the real response (${show(real[name])}), not documented`);
      }
    }
    return lines;
  }
  if (!options.values) {
    return typeof documented === typeof real ? [] : [`${path}: documented a ${typeof documented}, real ${kindOf(real)}`];
  }
  return Object.is(documented, real) ? [] : [`${path}: documented ${show(documented)}, real ${show(real)}`];
}

/**
 * In a shape-only comparison, the real item a documented one is compared with:
 * in a dynamic zone, one of the same component (none if the seed has none);
 * otherwise the item at the same index, or the first.
 */
function counterpartOf(item: unknown, index: number, real: unknown[]): unknown {
  const kind = isObject(item) ? (item.__component ?? item.__typename) : undefined;
  if (kind !== undefined) {
    return real.find((candidate) => isObject(candidate) && (candidate.__component ?? candidate.__typename) === kind);
  }
  return index < real.length ? real[index] : real[0];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${show(value)}`;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
