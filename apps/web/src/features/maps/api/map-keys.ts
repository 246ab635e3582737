/** The map's data: its configuration, the restaurants' markers, and routes between two points. */
export const mapKeys = {
  config: () => ['map', 'config'] as const,
  restaurants: () => ['map', 'restaurants'] as const,
  directions: <P>(from: P, destination: P) => ['directions', from, destination] as const,
};
