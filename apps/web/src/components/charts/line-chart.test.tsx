import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { LineChart } from './line-chart';
import { buildChartRows } from './line-chart-data';

const labels = ['2026-11-01', '2026-11-02', '2026-11-03'];
const series = [
  { key: 'active', name: 'Active', values: [10, 12, 15] },
  { key: 'sold', name: 'SOLD', values: [1, 0, 3] },
];

describe('LineChart', () => {
  it('is one image with a summary for screen readers', () => {
    render(<LineChart labels={labels} series={series} title="Properties" width={600} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Properties: Line chart of Active, SOLD from 2026-11-01 to 2026-11-03',
    );
  });

  it('holds every value in the visually hidden data table', () => {
    render(<LineChart labels={labels} series={series} title="Properties" />);
    const table = screen.getByRole('table', { name: 'Properties' });
    expect(table.className).toContain('sr-only');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Date', 'Active', 'SOLD']);
    const row = within(table).getByRole('row', { name: /2026-11-03/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['15', '3']);
  });

  it('renders an SVG line per series when given a fixed width', () => {
    const { container } = render(
      <LineChart labels={labels} series={series} width={600} height={240} />,
    );
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(2);
  });

  it('turns per-series arrays into per-label rows with gaps as null', () => {
    expect(buildChartRows(['a', 'b'], [{ key: 'x', name: 'X', values: [1] }])).toEqual([
      { label: 'a', x: 1 },
      { label: 'b', x: null },
    ]);
  });
});
