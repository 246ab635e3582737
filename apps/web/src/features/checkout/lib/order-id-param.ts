import { useSearchParams } from 'react-router';

/** The `orderId` the payment provider sends the browser back with. */
export function useOrderIdParam(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('orderId'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
