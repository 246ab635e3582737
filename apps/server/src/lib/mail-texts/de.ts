import type { MailTexts } from './catalogue';

/** German mails address everyone as "Sie" (issue 22). */
export const de: MailTexts = {
  greeting: ({ name }) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
  yourOrders: 'Ihre Bestellungen',
  verification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    welcome: 'Willkommen bei Forkly!',
    openLink: ({ days }) => `Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie innerhalb von ${days} Tagen diesen Link öffnen:`,
    notYou: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail bitte.',
  },
  passwordReset: {
    subject: 'Ihr Code zum Zurücksetzen Ihres Forkly-Passworts',
    asked: ({ username }) => `Jemand möchte das Passwort Ihres Forkly-Kontos „${username}“ zurücksetzen.`,
    code: ({ code }) => `Ihr Code: ${code}`,
    validity: ({ minutes }) => `Er gilt einmal und ${minutes} Minuten lang.`,
    notYou: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  invitation: {
    subject: 'Ihre Einladung zu Forkly',
    approved: {
      restaurant: 'Willkommen an Bord! Ihre Anfrage, Forkly als Restaurantpartner beizutreten, wurde angenommen.',
      courier: 'Willkommen an Bord! Ihre Anfrage, bei Forkly als Kurier mitzufahren, wurde angenommen.',
      service: 'Willkommen an Bord! Ihre Anfrage, dem Serviceteam von Forkly beizutreten, wurde angenommen.',
    },
    invited: {
      restaurant: 'Sie sind eingeladen, Forkly als Restaurantpartner beizutreten.',
      courier: 'Sie sind eingeladen, bei Forkly als Kurier mitzufahren.',
      service: 'Sie sind eingeladen, dem Serviceteam von Forkly beizutreten.',
    },
    staff: {
      SERVICE: 'Sie sind eingeladen, dem Forkly-Team als Mitglied des Serviceteams beizutreten.',
      ADMIN: 'Sie sind eingeladen, dem Forkly-Team als Administrator beizutreten.',
    },
    complete: ({ days }) => `Vervollständigen Sie Ihr Konto innerhalb von ${days} Tagen hier:`,
    once: 'Der Link funktioniert nur einmal.',
  },
  partnerRefusal: {
    subject: 'Ihre Anfrage bei Forkly',
    salutation: ({ name }) => `Guten Tag ${name},`,
    interest: {
      restaurant: 'vielen Dank für Ihr Interesse, Forkly als Restaurantpartner beizutreten.',
      courier: 'vielen Dank für Ihr Interesse, bei Forkly als Kurier mitzufahren.',
      service: 'vielen Dank für Ihr Interesse an unserem Serviceteam.',
    },
    interestRestaurant: ({ restaurant }) => `vielen Dank für Ihr Interesse, Forkly mit ${restaurant} als Restaurantpartner beizutreten.`,
    decision: 'Wir haben Ihre Anfrage sorgfältig geprüft und müssen Ihnen leider mitteilen, dass wir sie derzeit nicht weiterverfolgen können.',
    noJudgement:
      'Das ist kein Urteil über Sie oder Ihre Arbeit: Unser Bedarf ändert sich von Saison zu Saison, und Sie können sich gern später erneut bewerben.',
    regards: 'Mit freundlichen Grüßen',
    team: 'Ihr Forkly-Team',
  },
  receipt: {
    subject: ({ number }) => `Ihre Forkly-Bestellung ${number} ist bezahlt`,
    heading: ({ number }) => `Bestellung ${number} ist bezahlt`,
    intro: ({ number, restaurant }) =>
      `Vielen Dank, Ihre Zahlung für die Bestellung ${number} ist eingegangen. Jetzt wartet sie auf die Bestätigung durch ${restaurant}; Sie können sie unter „Ihre Bestellungen“ verfolgen.`,
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    discountCode: ({ code }) => `Rabatt (${code})`,
    deliveryFee: 'Liefergebühr',
    tip: 'Trinkgeld für den Kurier',
    totalPaid: 'Bezahlt insgesamt',
    deliveryTo: ({ address }) => `Lieferung an: ${address}`,
    scheduledFor: ({ when, cancelUntil }) => `Geplant für ${when}. Bis ${cancelUntil} können Sie kostenlos stornieren.`,
    note: ({ note }) => `Anmerkung: ${note}`,
    paid: ({ at, method }) => `Bezahlt: ${at} (${method})`,
    methods: { card: 'Kartenzahlung über Stripe', demo: 'Demo-Zahlung, es ist kein Geld geflossen' },
  },
  refund: {
    subject: ({ number }) => `Ihre Forkly-Bestellung ${number} wurde storniert und erstattet`,
    intro: ({ number, restaurant }) => `Ihre Bestellung ${number} bei ${restaurant} wurde storniert und wird nicht geliefert.`,
    reasons: {
      tooBusy: ({ restaurant }) => `${restaurant} hatte zu viel zu tun, um sie rechtzeitig zuzubereiten.`,
      itemUnavailable: ({ restaurant }) => `${restaurant} konnte etwas aus Ihrer Bestellung nicht zubereiten.`,
      closing: ({ restaurant }) => `${restaurant} hat gerade geschlossen.`,
      other: ({ restaurant }) => `${restaurant} konnte sie nicht annehmen.`,
      missed: ({ restaurant }) =>
        `Es tut uns leid: ${restaurant} hat sie nicht rechtzeitig bestätigt, deshalb haben wir sie storniert, statt Sie warten zu lassen.`,
    },
    card: ({ amount }) =>
      `Wir haben ${amount} auf die Karte erstattet, mit der Sie bezahlt haben. Banken zeigen das meist innerhalb von 5 bis 10 Werktagen an.`,
    demo: ({ amount }) => `Wir haben ${amount} erstattet (Demo-Zahlung, es ist kein Geld geflossen).`,
  },
  missedOrder: {
    subject: ({ number }) => `Verpasste Bestellung ${number} wurde storniert`,
    cancelled: ({ number, minutes }) =>
      `Bestellung ${number} war bezahlt, aber niemand in Ihrer Küche hat sie innerhalb von ${minutes} Minuten angenommen. Sie wurde storniert und dem Kunden erstattet.`,
    advice:
      'Verpasste Bestellungen zählen in Ihrer Statistik. Lassen Sie das Forkly-Dashboard mit Ton geöffnet, oder pausieren Sie das Restaurant, wenn die Küche voll ist.',
  },
  partialRefund: {
    subject: ({ number }) => `Wir haben einen Teil Ihrer Forkly-Bestellung ${number} erstattet`,
    intro: ({ number, restaurant }) => `Wir haben Ihnen einen Teil Ihrer Bestellung ${number} bei ${restaurant} erstattet.`,
    reasons: {
      missingItem: 'In Ihrer Lieferung fehlte etwas.',
      wrongItem: 'Sie haben etwas bekommen, das Sie nicht bestellt hatten.',
      quality: 'Etwas war nicht so gut, wie es sein sollte.',
      late: 'Ihre Bestellung kam zu spät.',
      goodwill: 'Wir möchten Ihre Erfahrung wiedergutmachen.',
      other: 'Ihre Bestellung tut uns leid.',
    },
    linesHeading: 'Was wir erstattet haben:',
    line: ({ quantity, name, amount }) => `${quantity} × ${name}, zusammen ${amount}`,
    amountOnly: 'Wir haben einen Betrag der Bestellung erstattet.',
    card: ({ amount }) =>
      `Wir haben ${amount} auf die Karte erstattet, mit der Sie bezahlt haben. Banken zeigen das meist innerhalb von 5 bis 10 Werktagen an.`,
    demo: ({ amount }) => `Wir haben ${amount} erstattet (Demo-Zahlung, es ist kein Geld geflossen).`,
  },
  voucher: {
    subject: 'Ein Gutschein für Ihre nächste Forkly-Bestellung',
    intro: ({ number }) => `Zu Ihrer Bestellung ${number} möchten wir Ihnen einen Gutschein schenken.`,
    reasons: {
      missingItem: 'In Ihrer Lieferung fehlte etwas.',
      wrongItem: 'Sie haben etwas bekommen, das Sie nicht bestellt hatten.',
      quality: 'Etwas war nicht so gut, wie es sein sollte.',
      late: 'Ihre Bestellung kam zu spät.',
      goodwill: 'Wir möchten Ihre Erfahrung wiedergutmachen.',
      other: 'Ihre Bestellung tut uns leid.',
    },
    worthAmount: ({ amount }) => `Er zieht ${amount} von Ihrer nächsten Bestellung ab.`,
    worthPercentage: ({ percentage }) => `Er zieht ${percentage} % von Ihrer nächsten Bestellung ab.`,
    code: ({ code }) => `Ihr Code: ${code}`,
    howTo: ({ date }) => `Geben Sie ihn bis ${date} an der Kasse im Feld für den Gutscheincode ein. Er gilt nur für Sie und einmal.`,
  },
};
