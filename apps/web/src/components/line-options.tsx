/**
 * The options chosen for a dish's line (decision 045), by name: "L (36 cm), without onions". Shown
 * under the dish's name wherever a line is: basket, checkout, order, receipt, kitchen.
 */
export function LineOptions({ options, className = '' }: { options: readonly { id: number; name: string }[] | undefined; className?: string }) {
  if (!options?.length) return null;
  return <span className={`block text-sm break-words text-stone-700 ${className}`}>{options.map((o) => o.name).join(', ')}</span>;
}
