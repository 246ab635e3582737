// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogShell } from './dialog-shell';

afterEach(cleanup);

describe('DialogShell', () => {
  it('keeps an order number of the title on one line, and the title whole as the dialog name', () => {
    render(
      <DialogShell open onOpenChange={() => {}} title="Peru tilaus #FK-100112 ja hyvitä se">
        <p>fields</p>
      </DialogShell>,
    );
    expect(screen.getByRole('dialog', { name: 'Peru tilaus #FK-100112 ja hyvitä se' })).toBeTruthy();
    expect(screen.getByText('#FK-100112').className).toContain('whitespace-nowrap');
    expect(screen.getByText('#FK-100112').tagName).toBe('SPAN');
  });
});
