import { describe, expect, it } from 'vitest';
import { normalizeText, parseAddressQuery } from './address-query';

describe('parseAddressQuery', () => {
  it('splits street, house number, postcode and place', () => {
    expect(parseAddressQuery('Hauptstraße 12')).toEqual({ street: 'Hauptstraße', housenumber: '12' });
    expect(parseAddressQuery('Hauptstr 12, 95...')).toMatchObject({ street: 'Hauptstr', housenumber: '12' });
    expect(parseAddressQuery('Hauptstr 12, 95')).toEqual({ street: 'Hauptstr', housenumber: '12', postcode: '95' });
    expect(parseAddressQuery('Am Markt 3 a, 47051 Duisburg')).toEqual({ street: 'Am Markt', housenumber: '3a', postcode: '47051', locality: 'Duisburg' });
    expect(parseAddressQuery('12 Lindenweg')).toEqual({ street: 'Lindenweg', housenumber: '12' });
    expect(parseAddressQuery('Lindenweg 47051')).toEqual({ street: 'Lindenweg', postcode: '47051' });
    expect(parseAddressQuery('Straße des 17. Juni 5')).toEqual({ street: 'Straße des 17. Juni', housenumber: '5' });
    expect(parseAddressQuery('Kirchweg 3-5')).toEqual({ street: 'Kirchweg', housenumber: '3-5' });
    expect(parseAddressQuery('  ')).toEqual({ street: '' });
  });

  it('normalizes umlauts and ß for searching', () => {
    expect(normalizeText('Großenbaumer Allee')).toBe('grossenbaumer allee');
    expect(normalizeText('Mühlenweg')).toBe('muhlenweg');
  });
});
