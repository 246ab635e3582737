// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepTypedInput, watchPrerendered } from './keep-typed-input';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The landing's address search as the app renders it: a controlled field. */
function AddressSearch({ heard }: { heard: string[] }) {
  const [text, setText] = useState('');
  return (
    <form>
      <input aria-label="Name" placeholder="Your name" defaultValue="" />
      <input
        role="combobox"
        placeholder="Street, house number and city"
        value={text}
        onChange={(event) => {
          heard.push(event.target.value);
          setText(event.target.value);
        }}
      />
    </form>
  );
}

function prerender(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML =
    '<form><input aria-label="Name" placeholder="Your name" value=""><input role="combobox" placeholder="Street, house number and city" value=""></form>';
  document.body.append(container);
  return container;
}

describe('KeepTypedInput', () => {
  it('hands what was typed into the prerendered page to the app, with the focus', () => {
    const container = prerender();
    const watched = watchPrerendered(container);
    const address = container.querySelector<HTMLInputElement>('[role=combobox]')!;
    address.focus();
    address.value = 'Fontanepfad 29';

    const heard: string[] = [];
    root = createRoot(container);
    act(() =>
      root!.render(
        <KeepTypedInput from={watched}>
          <AddressSearch heard={heard} />
        </KeepTypedInput>,
      ),
    );

    const field = container.querySelector<HTMLInputElement>('[role=combobox]')!;
    expect(field).not.toBe(address);
    expect(field.value).toBe('Fontanepfad 29');
    expect(heard).toEqual(['Fontanepfad 29']);
    expect(document.activeElement).toBe(field);
    expect(container.querySelector<HTMLInputElement>('[aria-label=Name]')!.value).toBe('');
  });

  it('changes nothing when nothing was typed', () => {
    const container = prerender();
    const watched = watchPrerendered(container);
    const heard: string[] = [];
    root = createRoot(container);
    act(() =>
      root!.render(
        <KeepTypedInput from={watched}>
          <AddressSearch heard={heard} />
        </KeepTypedInput>,
      ),
    );
    expect(heard).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });
});
