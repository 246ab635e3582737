/** Restaurants' performance (issue 21): one restaurant's own figures, and the staff's ranking. */
export const performanceKeys = {
  all: () => ['restaurant-performance'] as const,
  own: (restaurantId: number, period: string) => ['restaurant-performance', 'own', restaurantId, period] as const,
  ranking: <Q>(query: Q) => ['restaurant-performance', 'ranking', query] as const,
};
