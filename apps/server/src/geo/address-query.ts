/**
 * Splits what a person types into street, house number, postcode and place:
 * "Hauptstr 12, 95444 Bayreuth", "Hauptstraße 12a", "12 Hauptstraße", "Lindenweg, 470".
 */
export interface AddressQuery {
  /** Street words as typed (possibly abbreviated or unfinished). */
  street: string;
  /** Exactly as typed, normalized: "12a", "3-5". */
  housenumber?: string;
  /** A postcode or the start of one ("95"). */
  postcode?: string;
  /** Place words after the street part ("Bayreuth"). */
  locality?: string;
}

const HOUSENUMBER = /^\d{1,4}[a-z]?(?:[-/]\d{1,4}[a-z]?)?$/i;
const POSTCODE = /^\d{4,5}$/;
const DIGITS = /^\d{1,5}$/;
const LETTER = /^[a-z]$/i;

function isHousenumber(token: string): boolean {
  return HOUSENUMBER.test(token) && !POSTCODE.test(token);
}

export function parseAddressQuery(input: string): AddressQuery {
  const [head = '', ...restParts] = input.trim().replace(/\s+/g, ' ').split(',');
  const tokens = head.split(' ').filter(Boolean);
  const rest = restParts.join(' ').split(' ').filter(Boolean);
  const query: AddressQuery = { street: '' };
  const streetWords: string[] = [];
  const after: string[] = [];

  if (tokens.length > 1 && isHousenumber(tokens[0]!) && !DIGITS.test(tokens[1]!)) {
    // "12 Hauptstraße": number first.
    query.housenumber = tokens[0]!.toLowerCase();
    streetWords.push(...tokens.slice(1));
  } else {
    let i = 0;
    for (; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (streetWords.length > 0 && (isHousenumber(token) || DIGITS.test(token))) break;
      streetWords.push(token);
    }
    const number = tokens[i];
    if (number !== undefined && isHousenumber(number)) {
      query.housenumber = number.toLowerCase();
      i++;
      // "12 a" means 12a.
      if (tokens[i] !== undefined && LETTER.test(tokens[i]!)) query.housenumber += tokens[i++]!.toLowerCase();
    }
    after.push(...tokens.slice(i));
  }

  const words: string[] = [];
  for (const token of [...after, ...rest]) {
    if (!query.postcode && DIGITS.test(token)) query.postcode = token;
    else words.push(token);
  }
  query.street = streetWords.join(' ');
  if (words.length) query.locality = words.join(' ');
  return query;
}

/** Lowercase, without accents, ß as ss: how street names are indexed and searched. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
