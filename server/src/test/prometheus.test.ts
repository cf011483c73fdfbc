import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from './prometheus.js';

describe('the Prometheus text parser of the tests', () => {
  it('reads families, labels with escapes, histograms and special values', () => {
    const families = parsePrometheusText(
      [
        '# HELP requests_total Requests.',
        '# TYPE requests_total counter',
        'requests_total{route="/a",note="say \\"hi\\"\\\\n"} 3',
        '# TYPE lag gauge',
        'lag NaN',
        'lag{x="y"} -Inf',
        '# TYPE d histogram',
        'd_bucket{le="0.1"} 1',
        'd_bucket{le="+Inf"} 2',
        'd_sum 0.25',
        'd_count 2',
        '',
      ].join('\n'),
    );
    expect([...families.keys()]).toEqual(['requests_total', 'lag', 'd']);
    expect(families.get('requests_total')).toMatchObject({
      type: 'counter',
      help: 'Requests.',
      samples: [{ name: 'requests_total', labels: { route: '/a', note: 'say "hi"\\n' }, value: 3 }],
    });
    expect(families.get('lag')?.samples.map((s) => s.value)).toEqual([Number.NaN, Number.NEGATIVE_INFINITY]);
    expect(families.get('d')?.samples.map((s) => `${s.name}${s.labels.le ?? ''}=${s.value}`)).toEqual([
      'd_bucket0.1=1',
      'd_bucket+Inf=2',
      'd_sum=0.25',
      'd_count=2',
    ]);
  });

  it.each([
    ['a sample of no declared family', '# TYPE a counter\nb 1'],
    ['a suffix its type does not allow', '# TYPE a counter\na_bucket{le="1"} 1'],
    ['an unquoted label', '# TYPE a gauge\na{x=1} 1'],
    ['a value that is not a number', '# TYPE a gauge\na one'],
    ['an unknown type', '# TYPE a meter'],
    ['a family declared twice', '# TYPE a gauge\na 1\n# TYPE b gauge\nb 1\n# TYPE a gauge'],
  ])('refuses %s', (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
