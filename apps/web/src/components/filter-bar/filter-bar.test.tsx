import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DateRangeFilter,
  FilterBar,
  labelledOptions,
  SearchFilter,
  SelectFilter,
  type DateRangeFilterProps,
} from '.';

function Bar({
  filtered,
  onSubmit,
  onClear,
  onStatus,
}: {
  filtered: boolean;
  onSubmit(text: string): void;
  onClear(): void;
  onStatus(status: string | undefined): void;
}) {
  const [text, setText] = useState('');
  return (
    <FilterBar
      label="Find things"
      className="grid"
      onSubmit={() => onSubmit(text)}
      clear={{ filtered, onClear }}
    >
      <SearchFilter
        label="Name"
        value={text}
        onChange={setText}
        maxLength={20}
        placeholder="e.g. x"
      />
      <SelectFilter
        label="Status"
        value="B"
        onChange={onStatus}
        options={labelledOptions(['A', 'B'] as const, { A: 'Alpha', B: 'Beta' })}
      />
    </FilterBar>
  );
}

describe('FilterBar', () => {
  it('is a named search form whose submit applies the typed text', async () => {
    const onSubmit = vi.fn();
    render(<Bar filtered={false} onSubmit={onSubmit} onClear={vi.fn()} onStatus={vi.fn()} />);
    const form = screen.getByRole('search', { name: 'Find things' });
    const box = screen.getByRole('searchbox', { name: 'Name' });
    expect(form.contains(box)).toBe(true);
    expect(box.getAttribute('maxlength')).toBe('20');
    expect(box.getAttribute('placeholder')).toBe('e.g. x');
    await userEvent.type(box, 'Kampala{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Kampala');
  });

  it('enables Clear only when a filter is set', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <Bar filtered={false} onSubmit={vi.fn()} onClear={onClear} onStatus={vi.fn()} />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Clear filters' }).disabled).toBe(
      true,
    );
    rerender(<Bar filtered onSubmit={vi.fn()} onClear={onClear} onStatus={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('offers "All" and the labelled values, and reports All as no filter', async () => {
    const onStatus = vi.fn();
    render(<Bar filtered onSubmit={vi.fn()} onClear={vi.fn()} onStatus={onStatus} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect(select.value).toBe('B');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All',
      'Alpha',
      'Beta',
    ]);
    await userEvent.selectOptions(select, 'All');
    expect(onStatus).toHaveBeenLastCalledWith(undefined);
    await userEvent.selectOptions(select, 'Alpha');
    expect(onStatus).toHaveBeenLastCalledWith('A');
  });
});

function Range(props: Partial<DateRangeFilterProps>) {
  return (
    <form>
      <DateRangeFilter from="2025-03-01" to="2025-03-10" onChange={vi.fn()} {...props} />
      <p id="elsewhere">Days problem</p>
    </form>
  );
}

// What aria-describedby points at, as a screen reader reads it.
const description = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('DateRangeFilter', () => {
  it('reports each end, and an emptied box as no day', () => {
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-02-01' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ to: undefined });
  });

  it('ignores an emptied box where the range must have both days', () => {
    const onChange = vi.fn();
    render(<Range onChange={onChange} clearable={false} fromLabel="Figures from" />);
    fireEvent.change(screen.getByLabelText('Figures from'), { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('starts the last day at the first only when ordered', () => {
    const { rerender } = render(<Range />);
    expect(screen.getByLabelText('To').hasAttribute('min')).toBe(false);
    rerender(<Range ordered />);
    expect(screen.getByLabelText('To').getAttribute('min')).toBe('2025-03-01');
  });

  it('says what is wrong under the last day', () => {
    render(<Range error="The end is before the start." />);
    expect(screen.getByLabelText('From').hasAttribute('aria-invalid')).toBe(false);
    const to = screen.getByLabelText('To');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(description(to)).toBe('The end is before the start.');
  });

  it('points both boxes at a message shown elsewhere', () => {
    render(<Range errorId="elsewhere" />);
    for (const name of ['From', 'To']) {
      const box = screen.getByLabelText(name);
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(description(box)).toBe('Days problem');
    }
  });
});
