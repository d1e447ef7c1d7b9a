/** One line of Prometheus's text format: a metric's name, its labels and its value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const [, name, labelText = '', value] = LINE.exec(line) ?? [];
    if (name === undefined || line.startsWith('#')) return [];
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, label, text]) => [label, text ?? '']));
    return [{ name, labels, value: Number(value) }];
  });
}

/** The sum of the series of `name` whose labels include `labels`: 0 when there is none. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

export async function scrape(url: string): Promise<Sample[]> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return parseSamples(await response.text());
}
