/** How the browser leaves for the payment page; tests replace `go`. */
export const paymentNavigation = { go: (url: string) => window.location.assign(url) };

/** To the payment page of POST /checkout's answer (the demo page or Stripe Checkout). */
export function goToPayment(url: string): void {
  paymentNavigation.go(url);
}
