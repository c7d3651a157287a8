import { type InsightsDay, STRINGS } from '@botfolio/core';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

const SERIES = [
  { key: 'conversations', label: STRINGS.insightsConversations, stroke: '#6d28d9' },
  { key: 'questions', label: STRINGS.insightsQuestions, stroke: '#2563eb' },
  { key: 'declined', label: STRINGS.insightsDeclined, stroke: '#dc2626' },
] as const;

/** True where a canvas can draw (not in jsdom): the table below the chart says the same in any case. */
function canDraw(): boolean {
  try {
    return typeof window.ResizeObserver === 'function' && !/jsdom/i.test(navigator.userAgent);
  } catch {
    return false;
  }
}

/**
 * The chart's options. The legend names each series with its value on the hovered day; with no day hovered
 * (at rest, and after the pointer leaves) uPlot would show '--' for every series, so it shows the latest day's.
 */
export function chartOptions(days: readonly InsightsDay[], width: number): uPlot.Options {
  const latest = days.length - 1;
  return {
    width,
    height: 240,
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    series: [{}, ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, points: { size: 5 } }))],
    axes: [{}, { size: 40 }],
    legend: { show: true },
    hooks: {
      // not firing the hook again: this is the hook
      ready: [(u) => latest >= 0 && u.setLegend({ idx: latest }, false)],
      setLegend: [(u) => u.legend.idx == null && latest >= 0 && u.setLegend({ idx: latest }, false)],
    },
  };
}

/** Draws the chart into `element`; returns what removes it. */
function draw(UPlot: typeof uPlot, element: HTMLElement, days: readonly InsightsDay[]): () => void {
  const data: uPlot.AlignedData = [
    days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000),
    ...SERIES.map((s) => days.map((d) => d[s.key])),
  ];
  const width = () => Math.max(280, element.clientWidth);
  const plot = new UPlot(chartOptions(days, width()), data, element);
  const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 240 }));
  resize.observe(element);
  return () => {
    resize.disconnect();
    plot.destroy();
  };
}

/**
 * The last days' conversations, questions and unanswered questions, drawn with uPlot (a canvas chart, fetched with
 * the chart itself, so only this page loads it), resized with its container. The same numbers are in a table.
 */
export function InsightsChart({ days }: { days: readonly InsightsDay[] }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canDraw()) return;
    let cancelled = false;
    let stop = () => {};
    // uPlot reads the screen as it loads: it is imported here, when there is a screen to draw on
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (!cancelled) stop = draw(UPlot, element, days);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [days]);

  return (
    <figure className="insights-chart">
      <div ref={ref} role="img" aria-label={STRINGS.insightsChartLabel} />
      <details>
        <summary>{STRINGS.insightsTable}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{STRINGS.insightsDay}</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{d.date}</th>
                {SERIES.map((s) => (
                  <td key={s.key}>{d[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
