// Source map trimming for the bundles (build.mjs). `node --enable-source-maps` reads and decodes
// a module's whole map when it loads it: for a bundle that includes its dependencies that is
// megabytes of mappings for code nobody debugs, paid on every start. keepMappings() drops the
// mappings into sources the predicate rejects (node_modules), and those sources: stack frames in
// the server's own code still point at its TypeScript, frames in a dependency at the bundle.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** Base64 VLQ fields of one segment. */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = B64_VALUE.get(char);
    if (digit === undefined) throw new Error(`invalid source map segment: ${text}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

function encodeField(n) {
  let value = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    let digit = value & 31;
    value >>>= 5;
    if (value > 0) digit |= 32;
    out += B64[digit];
  } while (value > 0);
  return out;
}

/**
 * A copy of `map` (source map v3, no index maps) with only the mappings whose source passes
 * `keep(sourcePath)`, and only those sources.
 */
export function keepMappings(map, keep) {
  const sourceIndex = new Map();
  const sources = [];
  const sourcesContent = [];
  map.sources.forEach((source, i) => {
    if (!keep(source)) return;
    sourceIndex.set(i, sources.length);
    sources.push(source);
    sourcesContent.push(map.sourcesContent?.[i] ?? null);
  });

  // Decoding runs over absolute values (fields are deltas from the previous segment; the
  // generated column restarts on each line); encoding writes deltas between kept segments.
  const abs = [0, 0, 0, 0];
  const last = [0, 0, 0, 0];
  const lines = map.mappings.split(';').map((line) => {
    abs[0] = 0;
    let lastColumn = 0;
    const kept = [];
    for (const text of line ? line.split(',') : []) {
      const fields = decodeSegment(text);
      abs[0] += fields[0];
      if (fields.length < 4) continue;
      abs[1] += fields[1];
      abs[2] += fields[2];
      abs[3] += fields[3];
      if (fields.length > 4) abs[4] = (abs[4] ?? 0) + fields[4];
      const source = sourceIndex.get(abs[1]);
      if (source === undefined) continue;
      let out = encodeField(abs[0] - lastColumn) + encodeField(source - last[0]);
      out += encodeField(abs[2] - last[1]) + encodeField(abs[3] - last[2]);
      if (fields.length > 4) {
        out += encodeField(abs[4] - last[3]);
        last[3] = abs[4];
      }
      lastColumn = abs[0];
      last[0] = source;
      last[1] = abs[2];
      last[2] = abs[3];
      kept.push(out);
    }
    return kept.join(',');
  });
  return { ...map, sources, sourcesContent, mappings: lines.join(';') };
}
