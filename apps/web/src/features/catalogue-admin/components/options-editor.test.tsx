// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@forkly/contracts';
import { menuItemSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, server } from '../../../../test/msw';
import { pizzaDiavola } from '../../../../test/fixtures';
import { OptionsEditor } from './options-editor';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const dish: MenuItem = {
  ...pizzaDiavola,
  optionGroups: [{ id: 3, name: 'Size', required: true, multiple: false, maxChoices: 1, options: [{ id: 31, name: 'S', priceDelta: -1 }] }],
};

function renderEditor(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put(apiPath('/menu/5/options'), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OptionsEditor dish={dish} onDone={onDone} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return { bodies, onDone };
}

describe("the dashboard's options editor (decision 045)", () => {
  it('edits a group, adds one with several choices, and sends them whole, keeping the ids it had', async () => {
    const { bodies, onDone } = renderEditor(() => contractJson(menuItemSchema, dish));
    const first = screen.getByRole('group', { name: 'Group 1' });
    fireEvent.click(within(first).getByRole('button', { name: 'Add option' }));
    const names = within(first).getAllByLabelText('Option');
    fireEvent.change(names[1]!, { target: { value: 'L' } });
    fireEvent.change(within(first).getAllByLabelText('Price difference (€)')[1]!, { target: { value: '2,50' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add option group' }));
    const second = screen.getByRole('group', { name: 'Group 2' });
    fireEvent.change(within(second).getByLabelText('Group name'), { target: { value: 'Remove' } });
    fireEvent.click(within(second).getByLabelText('Several may be chosen'));
    fireEvent.change(within(second).getByLabelText('Most that may be chosen'), { target: { value: '1' } });
    fireEvent.change(within(second).getByLabelText('Option'), { target: { value: 'without onions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        groups: [
          {
            id: 3,
            name: 'Size',
            required: true,
            multiple: false,
            options: [
              { id: 31, name: 'S', priceDelta: -1 },
              { name: 'L', priceDelta: 2.5 },
            ],
          },
          { name: 'Remove', required: false, multiple: true, maxChoices: 1, options: [{ name: 'without onions', priceDelta: 0 }] },
        ],
      },
    ]);
  });

  it("refuses a price difference that is not one before sending, and shows the server's messages by their fields, translated", async () => {
    await i18n.changeLanguage('de');
    const { bodies } = renderEditor(() =>
      apiError(400, 'validationFailed', 'Some fields are not valid', {
        'groups.0.name': 'Name is required',
        groups: 'With its cheapest options the dish would cost less than €0.00',
      }),
    );
    const price = screen.getByLabelText('Preisunterschied (€)');
    fireEvent.change(price, { target: { value: 'two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Optionen speichern' }));
    expect(await screen.findByText('Ein Preisunterschied liegt zwischen -999,99 € und +999,99 €, in ganzen Cent')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(price, { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText('Name der Gruppe'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Optionen speichern' }));
    expect(await screen.findByText('Name ist erforderlich')).toBeTruthy();
    expect(screen.getByText(/Mit den günstigsten Optionen würde das Gericht weniger als 0,00 € kosten/)).toBeTruthy();
  });
});
