/** One sample line of the Prometheus text format: `name{label="value",…} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

const namePattern = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const sampleLine = new RegExp(`^(${namePattern})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const labelPair = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\["\\n])*)"(?:,|$)/;
const suffixes: Record<Family['type'], string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = labelPair.exec(rest);
    if (!match) throw new Error(`bad labels in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(match[0].length);
  }
  return labels;
}

/** A float as Prometheus reads one (Go's ParseFloat: NaN and Inf in any case). */
function parseValue(text: string, line: string): number {
  const word = text.toLowerCase();
  if (word === 'nan') return Number.NaN;
  if (/^\+?inf(inity)?$/.test(word)) return Number.POSITIVE_INFINITY;
  if (/^-inf(inity)?$/.test(word)) return Number.NEGATIVE_INFINITY;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

/**
 * Parses the Prometheus text exposition format (0.0.4) strictly: every line a HELP, a TYPE or a sample of the family
 * declared just before it, with the suffixes its type allows. Throws on anything else.
 */
export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  let current: Family | undefined;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (current?.name !== name) {
        if (families.has(name)) throw new Error(`family ${name} declared twice`);
        current = { name, type: 'untyped', help: '', samples: [] };
        families.set(name, current);
      }
      if (kind === 'HELP') current.help = rest;
      else if (rest in suffixes) current.type = rest as Family['type'];
      else throw new Error(`bad type in: ${line}`);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const [, name, labelText, valueText] = match as unknown as [string, string, string | undefined, string];
    if (!current || !suffixes[current.type].some((suffix) => name === current!.name + suffix)) {
      throw new Error(`sample outside its family: ${line}`);
    }
    current.samples.push({ name, labels: parseLabels(labelText ?? '', line), value: parseValue(valueText, line) });
  }
  return families;
}

/** The value of the sample named `sample` (the family's own name by default) whose labels include `labels`. */
export function sampleValue(
  family: Family,
  labels: Record<string, string> = {},
  sample = family.name,
): number | undefined {
  return family.samples.find((m) => m.name === sample && Object.entries(labels).every(([k, v]) => m.labels[k] === v))
    ?.value;
}
