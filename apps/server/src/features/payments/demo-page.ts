import { nameWithOptions, pagePaths } from '@forkly/contracts';
import { API_PREFIX } from '../../lib/constants';
import { escapeHtml, formatEuro, type PageLanguage } from './html';
import type { PaymentOrder } from './payments.repo';

const TEXT = {
  en: {
    title: 'Demo payment: no money moves',
    intro: 'This page stands in for a card payment provider. Pressing Pay marks the order as paid; nothing is charged.',
    order: 'Order',
    restaurant: 'Restaurant',
    total: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    expiredTitle: 'This payment is no longer open',
    expired: 'The payment session has expired or the order has changed. Go back to your order to pay again.',
    paidTitle: 'This order is already paid',
    paid: 'Nothing more to pay.',
    invalidTitle: 'This payment link is not valid',
    invalid: 'Reload the payment page and try again.',
    back: 'Back to Forkly',
    showOrder: 'Show my order',
  },
  de: {
    title: 'Demo-Zahlung: Es fließt kein Geld',
    intro: 'Diese Seite ersetzt einen Kartenzahlungsanbieter. Mit „Bezahlen“ gilt die Bestellung als bezahlt; nichts wird abgebucht.',
    order: 'Bestellung',
    restaurant: 'Restaurant',
    total: 'Betrag',
    pay: 'Bezahlen',
    cancel: 'Abbrechen',
    expiredTitle: 'Diese Zahlung ist nicht mehr offen',
    expired: 'Die Zahlungssitzung ist abgelaufen oder die Bestellung hat sich geändert. Geh zurück zu deiner Bestellung, um erneut zu bezahlen.',
    paidTitle: 'Diese Bestellung ist bereits bezahlt',
    paid: 'Es ist nichts mehr zu zahlen.',
    invalidTitle: 'Dieser Zahlungslink ist ungültig',
    invalid: 'Lade die Zahlungsseite neu und versuche es noch einmal.',
    back: 'Zurück zu Forkly',
    showOrder: 'Meine Bestellung anzeigen',
  },
  fi: {
    title: 'Demomaksu: rahaa ei siirry',
    intro: 'Tämä sivu korvaa korttimaksun palveluntarjoajan. Maksa-painike merkitsee tilauksen maksetuksi; mitään ei veloiteta.',
    order: 'Tilaus',
    restaurant: 'Ravintola',
    total: 'Summa',
    pay: 'Maksa',
    cancel: 'Peruuta',
    expiredTitle: 'Tämä maksu ei ole enää avoinna',
    expired: 'Maksuistunto on vanhentunut tai tilaus on muuttunut. Palaa tilaukseesi maksaaksesi uudelleen.',
    paidTitle: 'Tämä tilaus on jo maksettu',
    paid: 'Maksettavaa ei ole enempää.',
    invalidTitle: 'Tämä maksulinkki ei kelpaa',
    invalid: 'Lataa maksusivu uudelleen ja yritä uudestaan.',
    back: 'Takaisin Forklyyn',
    showOrder: 'Näytä tilaukseni',
  },
} as const satisfies Record<PageLanguage, Record<string, string>>;

/** Plain HTML and one inline style sheet: the CSP allows no script, and none is needed. */
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f5f5f4;color:#1c1917}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:999px;padding:.15rem .7rem;font-size:.8rem;font-weight:600}
h1{font-size:1.35rem;line-height:1.3;margin:.75rem 0 .5rem}
p{margin:.5rem 0;color:#44403c}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:1.25rem 0}
dt{color:#57534e}dd{margin:0;text-align:right;font-weight:600}
ul{list-style:none;padding:0;margin:1rem 0;border-top:1px solid #e7e5e4}
li{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #e7e5e4;font-size:.95rem}
.total{font-size:1.5rem}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
form{margin:0}
button,.link{display:block;width:100%;min-height:3rem;border-radius:.6rem;font:inherit;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;padding:.75rem}
.pay{background:#b45309;color:#fff;border:0}.pay:hover{background:#92400e}
.cancel,.link{background:#fff;color:#1c1917;border:1px solid #a8a29e}.cancel:hover{background:#f5f5f4}
button:focus-visible,.link:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`;

function layout(language: PageLanguage, title: string, body: string): string {
  const t = TEXT[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Forkly</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<span class="badge">${escapeHtml(t.title)}</span>
${body}
</div>
</main>
</body>
</html>`;
}

/** The payment page: amount, restaurant, the lines, and Pay / Cancel as plain form posts. */
export function renderPaymentPage(input: { order: PaymentOrder; sessionId: string; token: string; language: PageLanguage }): string {
  const { order, language } = input;
  const t = TEXT[language];
  const amount = formatEuro(order.totalCents, language);
  const base = `${API_PREFIX}/payments/demo/${encodeURIComponent(input.sessionId)}`;
  const lines = order.lines
    .map(
      (l) =>
        `<li><span>${l.quantity} × ${escapeHtml(nameWithOptions(l.name, l.options))}</span><span>${escapeHtml(formatEuro(l.unitPriceCents * l.quantity, language))}</span></li>`,
    )
    .join('');
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(input.token)}">`;
  const body = `
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<dl>
<dt>${escapeHtml(t.restaurant)}</dt><dd>${escapeHtml(order.restaurant.name)}</dd>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(order.orderNumber)}</dd>
</dl>
<ul aria-label="${escapeHtml(t.order)}">${lines}</ul>
<dl><dt>${escapeHtml(t.total)}</dt><dd class="total">${escapeHtml(amount)}</dd></dl>
<div class="actions">
<form method="post" action="${base}/pay">${hidden}<button class="pay" type="submit">${escapeHtml(`${t.pay} ${amount}`)}</button></form>
<form method="post" action="${base}/cancel">${hidden}<button class="cancel" type="submit">${escapeHtml(t.cancel)}</button></form>
</div>`;
  return layout(language, t.title, body);
}

export type PaymentNotice = 'expired' | 'paid' | 'invalid';

/** What the page says when there is nothing to pay: expired, already paid, or a bad link. */
export function renderPaymentNotice(input: { notice: PaymentNotice; language: PageLanguage; orderId?: number }): string {
  const t = TEXT[input.language];
  const [title, text] =
    input.notice === 'paid' ? [t.paidTitle, t.paid] : input.notice === 'expired' ? [t.expiredTitle, t.expired] : [t.invalidTitle, t.invalid];
  const link =
    input.notice === 'paid' && input.orderId
      ? `<a class="link" href="${pagePaths.paymentSuccess(input.orderId)}">${escapeHtml(t.showOrder)}</a>`
      : input.orderId
        ? `<a class="link" href="${pagePaths.paymentCancel(input.orderId)}">${escapeHtml(t.back)}</a>`
        : `<a class="link" href="${pagePaths.restaurants}">${escapeHtml(t.back)}</a>`;
  return layout(input.language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><div class="actions">${link}</div>`);
}
