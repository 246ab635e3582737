// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '@forkly/contracts';
import { DataTable, type Column, type TableQuery } from './data-table';
import { DateFilter } from './filters';
import { useListParams } from './use-list-params';

interface Row {
  id: number;
  name: string;
  price: number;
}

const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', sortKey: 'NAME', cell: (row) => row.name },
  { id: 'price', header: 'Price', sortKey: 'PRICE', cell: (row) => `${row.price} €` },
  { id: 'action', header: 'Action', cell: () => 'open' },
];

function page(results: Row[], totalPages = 1): Paged<Row> {
  return { results, totalPages, totalCount: results.length };
}

function Harness({ query }: { query: TableQuery<Row> }) {
  const list = useListParams(['name'] as const);
  const location = useLocation();
  return (
    <>
      <DataTable
        caption="Menus"
        columns={columns}
        rowKey={(r) => r.id}
        query={query}
        page={list.page}
        onPage={list.setPage}
        sortBy={list.sortBy}
        orderBy={list.orderBy}
        onSort={list.toggleSort}
      />
      <pre data-testid="search">{location.search}</pre>
      <pre data-testid="api">{JSON.stringify(list.apiQuery)}</pre>
    </>
  );
}

function renderTable(query: TableQuery<Row>, url = '/dashboard/menus') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness query={query} />
    </MemoryRouter>,
  );
}

const loaded = (data: Paged<Row>): TableQuery<Row> => ({ data, isPending: false, isError: false, refetch: vi.fn() });

afterEach(cleanup);

describe('DataTable', () => {
  it('shows each row under the column titles, and labels cells for the phone layout', () => {
    renderTable(loaded(page([{ id: 1, name: 'Pizza', price: 9 }])));
    expect(screen.getByRole('table', { name: 'Menus' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Price/ })).toBeTruthy();
    const cell = screen.getByText('9 €');
    expect(cell.getAttribute('data-label')).toBe('Price');
  });

  it("dims the rows and says it is busy while they are the previous page's, but not on a refetch of the same list", () => {
    const rows = page([{ id: 1, name: 'Margherita', price: 8.5 }]);
    renderTable({ ...loaded(rows), isPlaceholderData: true });
    const scroller = screen.getByRole('table').parentElement!;
    expect(scroller.className).toContain('opacity-70');
    expect(scroller.getAttribute('aria-busy')).toBe('true');
    cleanup();
    // A live list asked again (a kitchen's new order): readable as it is, at full contrast.
    renderTable({ ...loaded(rows), isPlaceholderData: false });
    expect(screen.getByRole('table').parentElement!.className).not.toContain('opacity-70');
    expect(screen.getByRole('table').parentElement!.hasAttribute('aria-busy')).toBe(false);
  });

  it('sorts a column ASC first, then DESC, then ASC again, back on page 1', () => {
    renderTable(loaded(page([{ id: 1, name: 'Pizza', price: 9 }], 3)), '/dashboard/menus?page=2');
    const sortPrice = () => fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    sortPrice();
    expect(screen.getByTestId('search').textContent).toBe('?sortBy=PRICE&orderBy=ASC');
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('ascending');
    sortPrice();
    expect(screen.getByTestId('search').textContent).toBe('?sortBy=PRICE&orderBy=DESC');
    sortPrice();
    expect(screen.getByTestId('search').textContent).toBe('?sortBy=PRICE&orderBy=ASC');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(screen.getByTestId('search').textContent).toBe('?sortBy=NAME&orderBy=ASC');
  });

  it('offers the sort as one choice for phones, where the header row is hidden', () => {
    renderTable(loaded(page([{ id: 1, name: 'Pizza', price: 9 }])));
    const choice = screen.getByLabelText('Sort');
    expect([...choice.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Newest first',
      'Name ↑ (ascending)',
      'Name ↓ (descending)',
      'Price ↑ (ascending)',
      'Price ↓ (descending)',
    ]);
    fireEvent.change(choice, { target: { value: 'PRICE:DESC' } });
    expect(screen.getByTestId('search').textContent).toBe('?sortBy=PRICE&orderBy=DESC');
  });

  it('pages through the list and sends page, limit 10 and the sort to the API', () => {
    renderTable(loaded(page([{ id: 1, name: 'Pizza', price: 9 }], 3)), '/dashboard/menus?name=piz');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('api').textContent ?? '{}')).toEqual({ page: 2, limit: 10, orderBy: 'DESC', name: 'piz' });
  });

  it("shows 'Oops an error occured' with a Retry that refetches", () => {
    const refetch = vi.fn();
    renderTable({ isPending: false, isError: true, refetch });
    expect(screen.getByRole('alert').textContent).toContain('Oops an error occured');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state instead of an empty table', () => {
    renderTable(loaded(page([])));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nothing to show yet')).toBeTruthy();
  });

  it('shows the loading view while the first page loads', () => {
    renderTable({ isPending: true, isError: false, refetch: vi.fn() });
    expect(screen.getByRole('status').textContent).toContain('Almost there, hang tight');
  });
});

describe('DateFilter', () => {
  it('reports a typed date once its year is typed out, or when the field is left or emptied', () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<string>();
      return (
        <DateFilter
          label="From"
          value={value}
          onChange={(date) => {
            onChange(date);
            setValue(date);
          }}
        />
      );
    }
    render(<Harness />);
    const input = screen.getByLabelText('From');
    // Typing 2026 into the year, the field passes through years 0002, 0020 and 0202.
    for (const date of ['0002-11-22', '0020-11-22', '0202-11-22']) fireEvent.change(input, { target: { value: date } });
    expect(onChange).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('0202-11-22');
    fireEvent.change(input, { target: { value: '2026-11-22' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22');
    fireEvent.change(input, { target: { value: '0999-01-01' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('0999-01-01');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('follows a value changed from outside', () => {
    const { rerender } = render(<DateFilter label="From" value="2026-11-01" onChange={() => {}} />);
    rerender(<DateFilter label="From" value={undefined} onChange={() => {}} />);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
  });
});
