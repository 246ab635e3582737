/** Staff's report of how well delivery promises held (issue 24). */
export const deliveryPromiseKeys = {
  all: () => ['delivery-promises'] as const,
  accuracy: <Q>(query: Q) => ['delivery-promises', 'accuracy', query] as const,
};
