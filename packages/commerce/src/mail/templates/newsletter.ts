import type { AccountLinkMailData, MailLocale, NewsletterWelcomeMailData } from '../mail-port.ts';
import { formatDay } from './locale-format.ts';
import type { MailContent } from './mail-blocks.ts';

const confirmationTexts: Record<
  MailLocale,
  { subject: string; intro: string; button: string; ignore: string }
> = {
  nl: {
    subject: 'Bevestig je aanmelding voor de nieuwsbrief',
    intro:
      'Fijn dat je onze nieuwsbrief wilt ontvangen! Bevestig je aanmelding, dan sturen we je meteen je code voor 15% korting op je eerste bestelling.',
    button: 'Aanmelding bevestigen',
    ignore: 'Heb je je niet aangemeld? Dan kun je deze e-mail negeren: je ontvangt niets van ons.',
  },
  fr: {
    subject: 'Confirmez votre inscription à la newsletter',
    intro:
      'Merci de vouloir recevoir notre newsletter\u00a0! Confirmez votre inscription et nous vous envoyons aussitôt votre code de 15 % de réduction sur votre première commande.',
    button: "Confirmer l'inscription",
    ignore:
      'Vous ne vous êtes pas inscrit\u00a0? Ignorez cet e-mail\u00a0: vous ne recevrez rien de notre part.',
  },
  de: {
    subject: 'Bestätige deine Newsletter-Anmeldung',
    intro:
      'Schön, dass du unseren Newsletter erhalten möchtest! Bestätige deine Anmeldung, dann senden wir dir sofort deinen Code für 15 % Rabatt auf deine erste Bestellung.',
    button: 'Anmeldung bestätigen',
    ignore:
      'Du hast dich nicht angemeldet? Dann ignoriere diese E-Mail: Du erhältst nichts von uns.',
  },
  en: {
    subject: 'Confirm your newsletter subscription',
    intro:
      "Great that you'd like our newsletter! Confirm your subscription and we'll send you your code for 15% off your first order right away.",
    button: 'Confirm subscription',
    ignore: "Didn't sign up? Then ignore this e-mail: you won't hear from us.",
  },
};

export function newsletterConfirmation(data: AccountLinkMailData, locale: MailLocale): MailContent {
  const words = confirmationTexts[locale];
  return {
    subject: words.subject,
    preheader: words.intro,
    blocks: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'button', label: words.button, url: data.url },
      { kind: 'paragraph', text: words.ignore },
    ],
  };
}

const alreadyTexts: Record<MailLocale, { subject: string; intro: string; button: string }> = {
  nl: {
    subject: 'Je bent al aangemeld voor onze nieuwsbrief',
    intro:
      'Iemand wilde dit e-mailadres aanmelden voor onze nieuwsbrief, maar je bent al aangemeld. Je hoeft niets te doen.',
    button: 'Naar de webshop',
  },
  fr: {
    subject: 'Vous êtes déjà inscrit à notre newsletter',
    intro:
      "Quelqu'un a voulu inscrire cette adresse à notre newsletter, mais vous êtes déjà inscrit. Vous n'avez rien à faire.",
    button: 'Vers la boutique',
  },
  de: {
    subject: 'Du bist bereits für unseren Newsletter angemeldet',
    intro:
      'Jemand wollte diese E-Mail-Adresse für unseren Newsletter anmelden, aber du bist bereits angemeldet. Du musst nichts tun.',
    button: 'Zum Shop',
  },
  en: {
    subject: "You're already subscribed to our newsletter",
    intro:
      "Someone asked to subscribe this address to our newsletter, but you're already subscribed. There's nothing you need to do.",
    button: 'Visit the shop',
  },
};

export function newsletterAlreadySubscribed(
  data: AccountLinkMailData,
  locale: MailLocale,
): MailContent {
  const words = alreadyTexts[locale];
  return {
    subject: words.subject,
    preheader: words.intro,
    blocks: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'button', label: words.button, url: data.url },
    ],
  };
}

const welcomeTexts: Record<
  MailLocale,
  {
    subject(percent: number): string;
    intro: string;
    offer(percent: number): string;
    code: string;
    validUntil: string;
    howTo: string;
    button: string;
  }
> = {
  nl: {
    subject: (percent) => `Welkom! Hier is je ${percent}% korting`,
    intro: 'Je aanmelding voor onze nieuwsbrief is bevestigd. Welkom!',
    offer: (percent) =>
      `Zoals beloofd krijg je ${percent}% korting op je eerste bestelling met deze code. De code is één keer te gebruiken.`,
    code: 'Kortingscode',
    validUntil: 'Geldig tot en met',
    howTo: 'Vul de code in bij "Kortingscode" in je winkelwagen.',
    button: 'Naar de webshop',
  },
  fr: {
    subject: (percent) => `Bienvenue\u00a0! Voici vos ${percent} % de réduction`,
    intro: 'Votre inscription à notre newsletter est confirmée. Bienvenue\u00a0!',
    offer: (percent) =>
      `Comme promis, ce code vous donne ${percent} % de réduction sur votre première commande. Il est utilisable une seule fois.`,
    code: 'Code promo',
    validUntil: "Valable jusqu'au",
    howTo: 'Saisissez le code dans le champ « Code promo » de votre panier.',
    button: 'Vers la boutique',
  },
  de: {
    subject: (percent) => `Willkommen! Hier sind deine ${percent} % Rabatt`,
    intro: 'Deine Newsletter-Anmeldung ist bestätigt. Willkommen!',
    offer: (percent) =>
      `Wie versprochen erhältst du mit diesem Code ${percent} % Rabatt auf deine erste Bestellung. Der Code ist einmal einlösbar.`,
    code: 'Gutscheincode',
    validUntil: 'Gültig bis einschließlich',
    howTo: 'Gib den Code im Feld „Gutscheincode“ in deinem Warenkorb ein.',
    button: 'Zum Shop',
  },
  en: {
    subject: (percent) => `Welcome! Here's your ${percent}% off`,
    intro: 'Your newsletter subscription is confirmed. Welcome!',
    offer: (percent) =>
      `As promised, this code gives you ${percent}% off your first order. It can be used once.`,
    code: 'Discount code',
    validUntil: 'Valid until',
    howTo: 'Enter the code in the "Discount code" field of your cart.',
    button: 'Visit the shop',
  },
};

export function newsletterWelcome(
  data: NewsletterWelcomeMailData,
  locale: MailLocale,
): MailContent {
  const words = welcomeTexts[locale];
  return {
    subject: words.subject(data.percent),
    preheader: words.offer(data.percent),
    blocks: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'paragraph', text: words.offer(data.percent) },
      {
        kind: 'table',
        rows: [
          { label: words.code, value: data.couponCode, strong: true },
          { label: words.validUntil, value: formatDay(data.validTo, locale) },
        ],
      },
      { kind: 'paragraph', text: words.howTo },
      { kind: 'button', label: words.button, url: data.shopUrl },
    ],
  };
}
