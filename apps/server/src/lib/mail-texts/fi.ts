import type { MailTexts } from './catalogue';

/** Names stay in the nominative: the sentences put them after an inflected noun ("ravintolalta X"). */
export const fi: MailTexts = {
  greeting: ({ name }) => (name ? `Hei ${name},` : 'Hei,'),
  yourOrders: 'Tilauksesi',
  verification: {
    subject: 'Vahvista sähköpostiosoitteesi',
    welcome: 'Tervetuloa Forklyyn!',
    openLink: ({ days }) => `Vahvista sähköpostiosoitteesi avaamalla tämä linkki ${days} päivän kuluessa:`,
    notYou: 'Jos et rekisteröitynyt, voit jättää tämän viestin huomiotta.',
  },
  passwordReset: {
    subject: 'Forkly-salasanasi palautuskoodi',
    asked: ({ username }) => `Joku pyysi Forkly-tilisi ”${username}” salasanan palauttamista.`,
    code: ({ code }) => `Koodisi: ${code}`,
    validity: ({ minutes }) => `Se toimii kerran ja on voimassa ${minutes} minuuttia.`,
    notYou: 'Jos pyyntö ei ollut sinun, voit jättää tämän viestin huomiotta: salasanasi pysyy ennallaan.',
  },
  invitation: {
    subject: 'Kutsusi Forklyyn',
    approved: {
      restaurant: 'Tervetuloa mukaan! Pyyntösi liittyä Forklyyn ravintolakumppaniksi on hyväksytty.',
      courier: 'Tervetuloa mukaan! Pyyntösi liittyä Forklyyn lähetiksi on hyväksytty.',
      service: 'Tervetuloa mukaan! Pyyntösi liittyä Forklyn asiakaspalvelutiimiin on hyväksytty.',
    },
    invited: {
      restaurant: 'Sinut on kutsuttu liittymään Forklyyn ravintolakumppaniksi.',
      courier: 'Sinut on kutsuttu liittymään Forklyyn lähetiksi.',
      service: 'Sinut on kutsuttu liittymään Forklyn asiakaspalvelutiimiin.',
    },
    staff: {
      SERVICE: 'Sinut on kutsuttu Forklyn tiimiin asiakaspalvelun jäseneksi.',
      ADMIN: 'Sinut on kutsuttu Forklyn tiimiin ylläpitäjäksi.',
    },
    complete: ({ days }) => `Viimeistele tilisi ${days} päivän kuluessa täällä:`,
    once: 'Linkki toimii vain kerran.',
  },
  partnerRefusal: {
    subject: 'Pyyntösi liittyä Forklyyn',
    salutation: ({ name }) => `Hyvä ${name},`,
    interest: {
      restaurant: 'kiitos kiinnostuksestasi liittyä Forklyyn ravintolakumppaniksi.',
      courier: 'kiitos kiinnostuksestasi liittyä Forklyyn lähetiksi.',
      service: 'kiitos kiinnostuksestasi asiakaspalvelutiimiämme kohtaan.',
    },
    interestRestaurant: ({ restaurant }) => `kiitos kiinnostuksestasi tuoda ravintola ${restaurant} Forklyyn kumppaniksi.`,
    decision: 'Olemme käyneet pyyntösi huolellisesti läpi, ja valitettavasti emme voi viedä sitä tällä hetkellä eteenpäin.',
    noJudgement: 'Tämä ei ole arvio sinusta tai työstäsi: tarpeemme vaihtelevat kausittain, ja olet tervetullut hakemaan uudelleen myöhemmin.',
    regards: 'Ystävällisin terveisin',
    team: 'Forkly-tiimi',
  },
  receipt: {
    subject: ({ number }) => `Forkly-tilauksesi ${number} on maksettu`,
    heading: ({ number }) => `Tilaus ${number} on maksettu`,
    intro: ({ number, restaurant }) =>
      `Kiitos, olemme vastaanottaneet maksusi tilauksesta ${number}. Se odottaa nyt vahvistusta ravintolalta ${restaurant}; voit seurata sitä kohdassa Tilauksesi.`,
    subtotal: 'Välisumma',
    discount: 'Alennus',
    discountCode: ({ code }) => `Alennus (${code})`,
    deliveryFee: 'Toimitusmaksu',
    tip: 'Tippi lähetille',
    totalPaid: 'Maksettu yhteensä',
    deliveryTo: ({ address }) => `Toimitusosoite: ${address}`,
    scheduledFor: ({ when, cancelUntil }) => `Ajoitettu: ${when}. Voit perua maksutta klo ${cancelUntil} asti.`,
    note: ({ note }) => `Lisätieto: ${note}`,
    paid: ({ at, method }) => `Maksettu: ${at} (${method})`,
    methods: { card: 'korttimaksu Stripen kautta', demo: 'demomaksu, rahaa ei siirtynyt' },
  },
  refund: {
    subject: ({ number }) => `Forkly-tilauksesi ${number} peruttiin ja hyvitettiin`,
    intro: ({ number, restaurant }) => `Tilauksesi ${number} ravintolasta ${restaurant} peruttiin, eikä sitä toimiteta.`,
    reasons: {
      tooBusy: ({ restaurant }) => `Ravintolalla ${restaurant} oli liian kiire valmistaa sitä ajoissa.`,
      itemUnavailable: ({ restaurant }) => `Ravintola ${restaurant} ei voinut valmistaa kaikkea tilaamaasi.`,
      closing: ({ restaurant }) => `Ravintola ${restaurant} oli sulkemassa.`,
      other: ({ restaurant }) => `Ravintola ${restaurant} ei voinut ottaa sitä vastaan.`,
      missed: ({ restaurant }) =>
        `Olemme pahoillamme: ravintola ${restaurant} ei vahvistanut tilausta ajoissa, joten peruimme sen, ettei sinun tarvitse odottaa.`,
    },
    card: ({ amount }) => `Olemme hyvittäneet ${amount} kortille, jolla maksoit. Pankit näyttävät sen yleensä 5–10 arkipäivän kuluessa.`,
    demo: ({ amount }) => `Olemme hyvittäneet ${amount} (demomaksu, rahaa ei siirtynyt).`,
  },
  missedOrder: {
    subject: ({ number }) => `Ohitettu tilaus ${number} peruttiin`,
    cancelled: ({ number, minutes }) =>
      `Tilaus ${number} oli maksettu, mutta kukaan keittiössäsi ei hyväksynyt sitä ${minutes} minuutin kuluessa, joten se peruttiin ja asiakkaalle hyvitettiin.`,
    advice: 'Ohitetut tilaukset näkyvät tilastoissasi. Pidä Forklyn hallintanäkymä auki äänet päällä tai keskeytä ravintola, kun keittiö on täynnä.',
  },
  partialRefund: {
    subject: ({ number }) => `Hyvitimme osan Forkly-tilauksestasi ${number}`,
    intro: ({ number, restaurant }) => `Hyvitimme osan tilauksestasi ${number} ravintolasta ${restaurant}.`,
    reasons: {
      missingItem: 'Toimituksestasi puuttui jotain.',
      wrongItem: 'Sait jotain, mitä et tilannut.',
      quality: 'Jokin ei ollut niin hyvää kuin sen pitäisi.',
      late: 'Tilauksesi tuli myöhässä.',
      goodwill: 'Haluamme hyvittää kokemuksesi.',
      other: 'Olemme pahoillamme tilauksestasi.',
    },
    linesHeading: 'Mitä hyvitimme:',
    line: ({ quantity, name, amount }) => `${quantity} × ${name}, yhteensä ${amount}`,
    amountOnly: 'Hyvitimme osan tilauksen summasta.',
    card: ({ amount }) => `Olemme hyvittäneet ${amount} kortille, jolla maksoit. Pankit näyttävät sen yleensä 5–10 arkipäivän kuluessa.`,
    demo: ({ amount }) => `Olemme hyvittäneet ${amount} (demomaksu, rahaa ei siirtynyt).`,
  },
  voucher: {
    subject: 'Lahjakortti seuraavaan Forkly-tilaukseesi',
    intro: ({ number }) => `Tilauksesi ${number} vuoksi annamme lahjakortin.`,
    reasons: {
      missingItem: 'Toimituksestasi puuttui jotain.',
      wrongItem: 'Sait jotain, mitä et tilannut.',
      quality: 'Jokin ei ollut niin hyvää kuin sen pitäisi.',
      late: 'Tilauksesi tuli myöhässä.',
      goodwill: 'Haluamme hyvittää kokemuksesi.',
      other: 'Olemme pahoillamme tilauksestasi.',
    },
    worthAmount: ({ amount }) => `Se vähentää ${amount} seuraavasta tilauksestasi.`,
    worthPercentage: ({ percentage }) => `Se vähentää ${percentage} % seuraavasta tilauksestasi.`,
    code: ({ code }) => `Koodisi: ${code}`,
    howTo: ({ date }) => `Syötä se kassalla alennuskoodikenttään viimeistään ${date}. Se on vain sinun ja toimii kerran.`,
  },
};
