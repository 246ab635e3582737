import { type Random } from './seeded-random';

/** First parts of German street names: trees, flowers, places, trades, landmarks of the Ruhr. */
const PARTS = [
  'Linden',
  'Kirch',
  'Markt',
  'Bahnhof',
  'Schul',
  'Garten',
  'Berg',
  'Wald',
  'Wiesen',
  'Mühlen',
  'Rosen',
  'Birken',
  'Eichen',
  'Buchen',
  'Ahorn',
  'Kastanien',
  'Tannen',
  'Erlen',
  'Weiden',
  'Pappel',
  'Ulmen',
  'Holunder',
  'Flieder',
  'Tulpen',
  'Nelken',
  'Veilchen',
  'Lilien',
  'Rhein',
  'Ruhr',
  'Hafen',
  'Brücken',
  'Zechen',
  'Hütten',
  'Kanal',
  'Deich',
  'Feld',
  'Acker',
  'Sonnen',
  'Stern',
  'Friedens',
  'Post',
  'Schloss',
  'Burg',
  'Turm',
  'Kloster',
  'Rathaus',
  'Park',
  'Bach',
  'Brunnen',
  'Quellen',
  'Teich',
  'See',
  'Heide',
  'Moor',
  'Grenz',
  'Wall',
  'Kreuz',
  'Mittel',
  'Hoch',
  'Nord',
  'Süd',
  'Ost',
  'West',
  'Kamp',
  'Hof',
  'Dorf',
  'Kapellen',
  'Fabrik',
  'Werft',
  'Schiffer',
  'Fischer',
  'Bäcker',
  'Müller',
  'Weber',
  'Schmiede',
  'Gärtner',
  'Brauerei',
  'Hafermarkt',
  'Korn',
  'Kohlen',
  'Stahl',
  'Eisen',
  'Glocken',
  'Lerchen',
  'Amsel',
  'Drossel',
  'Finken',
  'Meisen',
  'Schwalben',
  'Falken',
  'Hasen',
  'Fuchs',
  'Dachs',
  'Goethe',
  'Schiller',
  'Lessing',
  'Heine',
  'Mozart',
  'Beethoven',
  'Händel',
  'Kant',
  'Humboldt',
  'Mercator',
  'Lehmbruck',
  'Grimm',
  'Kolping',
  'Fontane',
  'Eichendorff',
  'Uhland',
  'Herder',
  'Stifter',
  'Storm',
  'Körner',
  'Hölderlin',
  'Dürer',
  'Holbein',
  'Menzel',
  'Gutenberg',
  'Röntgen',
  'Diesel',
  'Siemens',
  'Krupp',
  'Thyssen',
];

/** Endings by road class: main roads are straßen and alleen, side streets also wege, gassen, pfade. */
const MAIN_ENDINGS = ['straße', 'straße', 'straße', 'allee', 'damm', 'ring'];
const SIDE_ENDINGS = ['straße', 'straße', 'straße', 'weg', 'weg', 'gasse', 'pfad', 'kamp'];
const SHORT_ENDINGS = ['platz', 'gasse', 'hof', 'winkel'];

export type StreetKind = 'main' | 'side' | 'short';

function endingsFor(kind: StreetKind): string[] {
  return kind === 'main' ? MAIN_ENDINGS : kind === 'short' ? SHORT_ENDINGS : SIDE_ENDINGS;
}

/** "Kirch" + "straße", but "Kamp" + "straße" rather than "Kampkamp". */
function compose(part: string, ending: string): string {
  if (part.toLowerCase().endsWith(ending)) return `${part}${ending === 'straße' ? 'weg' : 'straße'}`;
  return `${part}${ending}`;
}

/**
 * Hands out plausible names, unique within each area (postcode district) and unique city-wide
 * while the name space lasts.
 */
export class StreetNamer {
  private readonly usedInCity = new Set<string>();
  private readonly usedInArea = new Map<string, Set<string>>();

  constructor(private readonly random: Random) {}

  next(kind: StreetKind, area: string): string {
    const inArea = this.usedInArea.get(area) ?? this.usedInArea.set(area, new Set()).get(area)!;
    let fallback: string | undefined;
    for (let attempt = 0; attempt < 60; attempt++) {
      const name = compose(this.random.pick(PARTS), this.random.pick(endingsFor(kind)));
      if (inArea.has(name)) continue;
      fallback ??= name;
      if (!this.usedInCity.has(name)) return this.take(name, inArea);
    }
    // The name space is used up city-wide: reuse a name from another area, as merged towns do.
    return this.take(fallback ?? this.firstFree(inArea), inArea);
  }

  private firstFree(inArea: Set<string>): string {
    for (const ending of [...new Set([...MAIN_ENDINGS, ...SIDE_ENDINGS, ...SHORT_ENDINGS])]) {
      for (const part of PARTS) if (!inArea.has(compose(part, ending))) return compose(part, ending);
    }
    throw new Error('No street name left for this area');
  }

  private take(name: string, inArea: Set<string>): string {
    inArea.add(name);
    this.usedInCity.add(name);
    return name;
  }
}
