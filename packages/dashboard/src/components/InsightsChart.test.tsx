import type { InsightsDay } from '@botfolio/core';
import type uPlot from 'uplot';
import { describe, expect, it, vi } from 'vitest';
import { chartOptions } from './InsightsChart';

const DAYS: InsightsDay[] = [
  { date: '2026-11-01', conversations: 2, questions: 5, answers: 4, declined: 1 },
  { date: '2026-11-02', conversations: 3, questions: 7, answers: 7, declined: 0 },
];

/** A stand-in for the drawn chart: what the hooks read and call. */
function fakePlot(idx: number | null) {
  return { legend: { idx }, setLegend: vi.fn() } as unknown as uPlot & { setLegend: ReturnType<typeof vi.fn> };
}

describe('InsightsChart options', () => {
  it("shows the latest day's values in the legend once drawn, instead of '--' until a hover", () => {
    const options = chartOptions(DAYS, 600);
    expect(options.legend?.show).toBe(true);
    const plot = fakePlot(null);
    for (const hook of options.hooks?.ready ?? []) hook?.(plot);
    expect(plot.setLegend).toHaveBeenCalledWith({ idx: 1 }, false);
  });

  it('goes back to the latest day when the pointer leaves, and keeps a hovered day', () => {
    const options = chartOptions(DAYS, 600);
    const left = fakePlot(null);
    for (const hook of options.hooks?.setLegend ?? []) hook?.(left);
    expect(left.setLegend).toHaveBeenCalledWith({ idx: 1 }, false);
    const hovered = fakePlot(0);
    for (const hook of options.hooks?.setLegend ?? []) hook?.(hovered);
    expect(hovered.setLegend).not.toHaveBeenCalled();
  });
});
