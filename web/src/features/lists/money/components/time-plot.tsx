import type { SpendingRow } from '@listok/contract';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';

// The Spending page's plots over time (visx: SVG drawn with React, 22 KB gzip, loaded with the page only; the choice
// is measured in docs/architecture.md, "Plots"). Colours are Tailwind's, so the dark theme redraws them; the numbers
// are in a table beside each plot for screen readers (spending-route.tsx), so the SVG is hidden from them.

/** The width the plot has on the page now. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    setWidth(target.getBoundingClientRect().width);
    const observer = new ResizeObserver(() => setWidth(target.getBoundingClientRect().width));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const height = 220;
const margin = { top: 12, right: 8, bottom: 28, left: 72 };

interface TimePlotProps {
  rows: readonly SpendingRow[];
  /** The value drawn of each row (minor units). */
  value: (row: SpendingRow) => number;
  /** A value's axis text: «1,2 тыс. ₽». */
  valueText: (minor: number) => string;
  /** A row's short name on the axis: «дек.». */
  short: (row: SpendingRow) => string;
  kind: 'bars' | 'line';
}

/** Bars (or a line with points) of a value per month, with its axes. */
export function TimePlot({ rows, value, valueText, short, kind }: TimePlotProps) {
  const { ref, width } = useWidth();
  const innerWidth = Math.max(width - margin.left - margin.right, 0);
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand({ domain: rows.map((row) => row.key), range: [0, innerWidth], padding: 0.25 });
  const top = Math.max(...rows.map(value), 1);
  const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true });
  // Every second month's name on a phone, every one where there is room.
  const every = innerWidth / Math.max(rows.length, 1) < 36 ? 2 : 1;
  const keys = new Map(rows.map((row, index) => [row.key, { row, index }]));
  const axisText = { fill: 'currentColor', fontSize: 11, fontFamily: 'inherit' } as const;
  return (
    <div ref={ref} className="w-full text-slate-600" aria-hidden="true">
      {width > 0 && (
        <svg width={width} height={height} role="presentation">
          <Group left={margin.left} top={margin.top}>
            {kind === 'bars' &&
              rows.map((row) => {
                const barHeight = innerHeight - y(value(row));
                return (
                  <Bar
                    key={row.key}
                    x={x(row.key)}
                    y={innerHeight - barHeight}
                    width={x.bandwidth()}
                    height={barHeight}
                    rx={3}
                    className="fill-brand-600"
                  />
                );
              })}
            {kind === 'line' && (
              <>
                <LinePath
                  data={rows.filter((row) => row.count > 0)}
                  x={(row) => (x(row.key) ?? 0) + x.bandwidth() / 2}
                  y={(row) => y(value(row))}
                  className="stroke-brand-600"
                  strokeWidth={2}
                  fill="none"
                />
                {rows
                  .filter((row) => row.count > 0)
                  .map((row) => (
                    <circle
                      key={row.key}
                      cx={(x(row.key) ?? 0) + x.bandwidth() / 2}
                      cy={y(value(row))}
                      r={3.5}
                      className="fill-brand-600"
                    />
                  ))}
              </>
            )}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(tick) => valueText(Number(tick))}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={() => ({ ...axisText, textAnchor: 'end', dx: -4, dy: 3 })}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              stroke="currentColor"
              tickStroke="currentColor"
              tickFormat={(key) => {
                const found = keys.get(String(key));
                return found && found.index % every === 0 ? short(found.row) : '';
              }}
              tickLabelProps={() => ({ ...axisText, textAnchor: 'middle' })}
            />
          </Group>
        </svg>
      )}
    </div>
  );
}
