import { type MenuItem, type MenuOptionsRequest } from '@forkly/contracts';

/** An option as the editor holds it: the price difference as typed ("-1", "2,50"). */
export interface OptionDraft {
  key: string;
  id?: number;
  name: string;
  priceDelta: string;
}

export interface GroupDraft {
  key: string;
  id?: number;
  name: string;
  required: boolean;
  multiple: boolean;
  /** As typed; empty means "all of them". */
  maxChoices: string;
  options: OptionDraft[];
}

let next = 0;
/** A key for a row React keeps apart while it has no id yet. */
export const draftKey = () => `draft-${++next}`;

const euroText = (euro: number) => (euro === 0 ? '0' : euro.toFixed(2));

export function draftsOf(dish: Pick<MenuItem, 'optionGroups'>): GroupDraft[] {
  return dish.optionGroups.map((g) => ({
    key: `group-${g.id}`,
    id: g.id,
    name: g.name,
    required: g.required,
    multiple: g.multiple,
    maxChoices: g.multiple ? String(g.maxChoices) : '',
    options: g.options.map((o) => ({ key: `option-${o.id}`, id: o.id, name: o.name, priceDelta: euroText(o.priceDelta) })),
  }));
}

export const emptyOption = (): OptionDraft => ({ key: draftKey(), name: '', priceDelta: '0' });
export const emptyGroup = (): GroupDraft => ({ key: draftKey(), name: '', required: false, multiple: false, maxChoices: '', options: [emptyOption()] });

/** A typed price difference in euro: an optional sign, a comma or a point, at most two decimals. */
const PRICE_DELTA = /^[+\-−]?\d{1,3}([.,]\d{1,2})?$/;

/** The drafts as the API takes them, or the field paths whose typed price is not a price. */
export function requestOf(groups: GroupDraft[]): { body: MenuOptionsRequest } | { badPrices: string[] } {
  const badPrices = groups.flatMap((g, gi) =>
    g.options.flatMap((o, oi) => (PRICE_DELTA.test(o.priceDelta.trim()) ? [] : [`groups.${gi}.options.${oi}.priceDelta`])),
  );
  if (badPrices.length) return { badPrices };
  const euro = (text: string) => Number(text.trim().replace('−', '-').replace(',', '.'));
  return {
    body: {
      groups: groups.map((g) => ({
        ...(g.id ? { id: g.id } : {}),
        name: g.name,
        required: g.required,
        multiple: g.multiple,
        ...(g.multiple && g.maxChoices.trim() ? { maxChoices: Number(g.maxChoices) } : {}),
        options: g.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), name: o.name, priceDelta: euro(o.priceDelta) })),
      })),
    },
  };
}
