// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBasket } from '../../../stores/basket-store';
import { fakeApi, renderCheckout, installCheckoutHooks } from '../testing/checkout-world';

installCheckoutHooks();

describe('checkout', () => {
  it('takes another address through its form, checked on submit, and keeps what was typed when reopened', async () => {
    const api = fakeApi();
    renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Another address/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deliver here' }));
    expect(await screen.findByText('Street is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Street'), { target: { value: 'Sonnenwall' } });
    fireEvent.input(screen.getByLabelText('House number'), { target: { value: '8' } });
    fireEvent.input(screen.getByLabelText('Zip code'), { target: { value: '47051' } });
    fireEvent.input(screen.getByLabelText('City'), { target: { value: 'Duisburg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deliver here' }));
    await waitFor(() =>
      expect(useBasket.getState().deliveryAddress).toMatchObject({ useMyAddress: false, address: { street: 'Sonnenwall', houseNumber: '8' } }),
    );
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('price-list') && JSON.stringify(c.body).includes('Sonnenwall'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    expect(((await screen.findByLabelText('Street')) as HTMLInputElement).value).toBe('Sonnenwall');
  });

  it('names both addresses when the saved one differs from the one picked for the list, and switches in one click', async () => {
    document.cookie = 'av.add=demo%3Aa1; path=/';
    const api = fakeApi();
    renderCheckout();
    const notice = await screen.findByText(
      'The restaurants were listed for Mozartweg 4, 47269 Duisburg, but this order goes to Königstraße 1, 47051 Duisburg. The delivery fee is for Königstraße 1, 47051 Duisburg.',
    );
    expect(notice).toBeTruthy();
    expect(screen.getByRole('radio', { name: /My address/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /The address you picked/ })).toHaveProperty('checked', false);

    fireEvent.click(screen.getByRole('button', { name: 'Deliver to Mozartweg 4 instead' }));
    await waitFor(() =>
      expect(useBasket.getState().deliveryAddress).toMatchObject({ useMyAddress: false, address: { street: 'Mozartweg', placeId: 'demo:a1' } }),
    );
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('price-list') && JSON.stringify(c.body).includes('"placeId":"demo:a1"'))).toBe(true));
    expect(screen.getByRole('radio', { name: /The address you picked/ })).toHaveProperty('checked', true);
    expect(screen.queryByText(/The restaurants were listed for/)).toBeNull();
  });

  it('names a street picked without a house number and asks for the number to deliver there', async () => {
    document.cookie = 'av.add=street%3AMozartweg; path=/';
    fakeApi();
    renderCheckout();
    expect(
      await screen.findByText(/The restaurants were listed for Mozartweg, 47269 Duisburg, but this order goes to Königstraße 1, 47051 Duisburg/),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /The address you picked/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add the house number on Mozartweg' }));
    expect(((await screen.findByLabelText('Street')) as HTMLInputElement).value).toBe('Mozartweg');
    expect((screen.getByLabelText('House number') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('47269');
  });
});
