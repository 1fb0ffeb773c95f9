import { describe, expect, it } from 'vitest';
import { detailsSchema, deliverySchema, paymentSchema } from './checkout-schemas';
import { translateValidation } from './translate-validation';

const address = {
  salutation: 'mrs',
  firstname: 'Anna',
  lastname: 'de Vries',
  postcode: '1234AB',
  houseNumber: '12',
  street: 'Dorpsstraat',
  city: 'Utrecht',
  country: 'NL',
  telephone: '0612345678',
};
const details = { email: 'anna@example.nl', customerType: 'personal', shipping: address };

/** The first message for each failing field, in the given language. */
function errorsOf(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  locale = 'en',
) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    found[path] ??= translateValidation(issue.message, locale);
  }
  return found;
}

describe('details step', () => {
  it('accepts a complete personal customer and trims what it gets', () => {
    const parsed = detailsSchema.parse({ ...details, email: '  anna@example.nl ' });
    expect(parsed.email).toBe('anna@example.nl');
    expect(parsed.billing).toBeNull();
  });

  it('says a field is required in each language, with the Dutch overlay wording', () => {
    const result = detailsSchema.safeParse({
      ...details,
      shipping: { ...address, firstname: '   ' },
    });
    expect(errorsOf(result)['shipping.firstname']).toBe('The field is required.');
    expect(errorsOf(result, 'nl')['shipping.firstname']).toBe(
      'Je bent vergeten dit veld in te vullen',
    );
    expect(errorsOf(result, 'fr')['shipping.firstname']).toBe('Ce champ est obligatoire.');
    expect(errorsOf(result, 'de')['shipping.firstname']).toBe('Dieses Feld ist erforderlich.');
  });

  it('has its own required text for the e-mail address in Dutch', () => {
    const result = detailsSchema.safeParse({ ...details, email: '' });
    expect(errorsOf(result).email).toBe('The field is required.');
    expect(errorsOf(result, 'nl').email).toBe('Je bent vergeten je e-mailadres in te vullen');
  });

  it('rejects accented, Greek and Cyrillic letters in e-mail with their own message', () => {
    for (const email of ['jöhn@example.nl', 'αβγ@example.nl', 'иван@example.ru']) {
      const result = detailsSchema.safeParse({ ...details, email });
      expect(errorsOf(result).email).toBe('Special characters like n u o are not allowed');
      expect(errorsOf(result, 'nl').email).toBe('Speciale tekens zoals ñ ü ö zijn niet toegestaan');
    }
  });

  it('rejects an address without a domain with the example message', () => {
    for (const email of ['john@', 'john@domain', 'john doe@domain.com', 'john']) {
      const result = detailsSchema.safeParse({ ...details, email });
      expect(errorsOf(result).email).toBe(
        'Please enter a valid email address Ex johndoe@domaincom',
      );
    }
    expect(errorsOf(detailsSchema.safeParse({ ...details, email: 'x@y' }), 'de').email).toContain(
      'gültige E-Mail-Adresse',
    );
  });

  it('says how long a field may be, in each language', () => {
    const result = detailsSchema.safeParse({
      ...details,
      shipping: { ...address, firstname: 'a'.repeat(51) },
    });
    expect(errorsOf(result)['shipping.firstname']).toBe('Must not exceed 50 character(s).');
    expect(errorsOf(result, 'nl')['shipping.firstname']).toBe('Vul maximaal 50 tekens in.');
    expect(errorsOf(result, 'fr')['shipping.firstname']).toBe(
      'Ne doit pas dépasser 50 caractères.',
    );
    expect(errorsOf(result, 'de')['shipping.firstname']).toBe(
      'Darf höchstens 50 Zeichen enthalten.',
    );
  });

  it('wants a house number of digits only', () => {
    const result = detailsSchema.safeParse({
      ...details,
      shipping: { ...address, houseNumber: '12a' },
    });
    expect(errorsOf(result)['shipping.houseNumber']).toBe(
      'Only use numbers, avoid spaces and punctuation marks',
    );
    expect(errorsOf(result, 'nl')['shipping.houseNumber']).toBe(
      'Gebruik alleen cijfers, zonder spaties of leestekens',
    );
  });

  it('wants a phone number of at least 10 digits', () => {
    const short = detailsSchema.safeParse({
      ...details,
      shipping: { ...address, telephone: '06123' },
    });
    expect(errorsOf(short)['shipping.telephone']).toBe('Must contain at least 10 character(s).');
    const letters = detailsSchema.safeParse({
      ...details,
      shipping: { ...address, telephone: '06-1234' },
    });
    expect(errorsOf(letters)['shipping.telephone']).toBe(
      'Only use numbers, avoid spaces and punctuation marks',
    );
    expect(
      detailsSchema.safeParse({ ...details, shipping: { ...address, telephone: '+32470123456' } })
        .success,
    ).toBe(true);
  });

  it('checks the postcode against the country and gives an example', () => {
    const dutch = detailsSchema.safeParse({
      ...details,
      shipping: { ...address, postcode: '0123 AB' },
    });
    expect(errorsOf(dutch)['shipping.postcode']).toBe(
      'This postcode looks invalid. Example: 1234 AB',
    );
    expect(errorsOf(dutch, 'nl')['shipping.postcode']).toBe(
      'Deze postcode lijkt niet te kloppen. Voorbeeld: 1234 AB',
    );
    const belgian = detailsSchema.safeParse({
      ...details,
      shipping: { ...address, country: 'BE', postcode: '1234AB' },
    });
    expect(errorsOf(belgian)['shipping.postcode']).toBe(
      'This postcode looks invalid. Example: 1000',
    );
    expect(
      detailsSchema.safeParse({
        ...details,
        shipping: { ...address, country: 'BE', postcode: '2000' },
      }).success,
    ).toBe(true);
  });

  it('asks a business customer for company and a well-formed VAT number', () => {
    const business = { ...details, customerType: 'business', company: 'Voltana BV' };
    const cases: [string, string, string][] = [
      ['', 'Please fill in your VAT number.', 'Je bent vergeten je btw-nummer in te vullen'],
      [
        'NL 123456789B01',
        'Only use letters and digits, without spaces or dots.',
        'Gebruik alleen letters en cijfers, zonder spaties of punten.',
      ],
      [
        'NL123.456.789.B01',
        'Only use letters and digits, without spaces or dots.',
        'Gebruik alleen letters en cijfers, zonder spaties of punten.',
      ],
      [
        'BE123456789B01',
        'The VAT number must start with the country code NL.',
        'Het btw-nummer moet beginnen met de landcode NL.',
      ],
      [
        'NL12345678B01',
        'The VAT number is too short (minimum 14 characters).',
        'Het btw-nummer is te kort (minimaal 14 tekens).',
      ],
      [
        'NL1234567890B01',
        'The VAT number is too long (maximum 14 characters).',
        'Het btw-nummer is te lang (maximaal 14 tekens).',
      ],
      [
        'NL123456789X01',
        'This is not a valid NL VAT number.',
        'Dit is geen geldig btw-nummer voor NL.',
      ],
    ];
    for (const [vatNumber, english, dutch] of cases) {
      const result = detailsSchema.safeParse({ ...business, vatNumber });
      expect(errorsOf(result).vatNumber).toBe(english);
      expect(errorsOf(result, 'nl').vatNumber).toBe(dutch);
    }
    expect(detailsSchema.safeParse({ ...business, vatNumber: 'NL123456789B01' }).success).toBe(
      true,
    );
    const noCompany = detailsSchema.safeParse({
      ...business,
      company: '',
      vatNumber: 'NL123456789B01',
    });
    expect(errorsOf(noCompany).company).toBe('The field is required.');
  });

  it('shows the VAT number and company messages together with the other fields', () => {
    const result = detailsSchema.safeParse({
      ...details,
      email: '',
      customerType: 'business',
      company: '',
      vatNumber: 'NL1',
      shipping: { ...address, salutation: undefined },
    });
    const errors = errorsOf(result);
    expect(errors.vatNumber).toBe('The VAT number is too short (minimum 14 characters).');
    expect(errors.company).toBe('The field is required.');
    expect(errors['shipping.salutation']).toBeTruthy();
    expect(errors.email).toBeTruthy();
    const badPostcode = detailsSchema.safeParse({
      ...details,
      customerType: 'business',
      company: 'Voltana BV',
      vatNumber: 'NL1',
      shipping: { ...address, postcode: '12' },
    });
    expect(Object.keys(errorsOf(badPostcode)).sort()).toEqual(['shipping.postcode', 'vatNumber']);
    // Once a VAT message per field: not again when the rest becomes valid.
    const vatOnly = detailsSchema.safeParse({
      ...details,
      customerType: 'business',
      company: 'Voltana BV',
      vatNumber: 'NL1',
    });
    expect(vatOnly.error?.issues.filter((issue) => issue.path[0] === 'vatNumber')).toHaveLength(1);
  });

  it('uses the French and German VAT texts too', () => {
    const result = detailsSchema.safeParse({
      ...details,
      customerType: 'business',
      company: 'X',
      vatNumber: 'NL1',
    });
    expect(errorsOf(result, 'fr').vatNumber).toBe(
      'Le numéro de TVA est trop court (minimum 14 caractères).',
    );
    expect(errorsOf(result, 'de').vatNumber).toBe(
      'Die USt-IdNr. ist zu kurz (mindestens 14 Zeichen).',
    );
  });

  it('checks a separate billing address only when it is not the same', () => {
    const own = detailsSchema.safeParse({
      ...details,
      billingSameAsShipping: false,
      billing: { ...address, city: '' },
    });
    expect(errorsOf(own)['billing.city']).toBe('The field is required.');
    const parsed = detailsSchema.parse({
      ...details,
      billingSameAsShipping: false,
      billing: { ...address, city: 'Gouda' },
    });
    expect(parsed.billing?.city).toBe('Gouda');
  });

  it('refuses values of the wrong type instead of crashing', () => {
    const result = detailsSchema.safeParse({ email: 12, customerType: 'alien', shipping: null });
    expect(result.success).toBe(false);
    expect(errorsOf(result).customerType).toBe('Please make a choice.');
    expect(errorsOf(result, 'nl').customerType).toBe('Maak een keuze.');
  });
});

describe('delivery step', () => {
  it('needs a store for pickup only', () => {
    expect(deliverySchema.safeParse({ method: 'home' }).success).toBe(true);
    const pickup = deliverySchema.safeParse({ method: 'pickup' });
    expect(errorsOf(pickup).storeCode).toBe('Please make a choice.');
    expect(deliverySchema.safeParse({ method: 'pickup', storeCode: 'utrecht' }).success).toBe(true);
  });
});

describe('payment step', () => {
  const methods = [
    { code: 'paynl_payment_ideal', requiredFields: [] },
    { code: 'paynl_payment_ideal_legacy', requiredFields: ['ISSUER'] as const },
    {
      code: 'paynl_payment_afterpay',
      requiredFields: ['DATE_OF_BIRTH', 'GENDER', 'TELEPHONE'] as const,
    },
  ];
  const today = new Date('2026-11-24T12:00:00Z');
  const schema = paymentSchema(methods, today);

  it('accepts iDEAL with the terms accepted and nothing else', () => {
    expect(schema.safeParse({ method: 'paynl_payment_ideal', termsAccepted: true }).success).toBe(
      true,
    );
  });

  it('needs the terms accepted', () => {
    const result = schema.safeParse({ method: 'paynl_payment_ideal', termsAccepted: false });
    expect(errorsOf(result).termsAccepted).toBe('Please accept the terms and conditions.');
    expect(errorsOf(result, 'nl').termsAccepted).toBe('Ga akkoord met de algemene voorwaarden.');
  });

  it('refuses a method the cart does not offer', () => {
    const result = schema.safeParse({ method: 'bitcoin', termsAccepted: true });
    expect(errorsOf(result).method).toBe('Please make a choice.');
  });

  it('asks for a bank only when the method lists banks', () => {
    const result = schema.safeParse({ method: 'paynl_payment_ideal_legacy', termsAccepted: true });
    expect(errorsOf(result).issuer).toBe('Please make a choice.');
  });

  it('asks Riverty for an adult date of birth, gender and phone', () => {
    const empty = schema.safeParse({ method: 'paynl_payment_afterpay', termsAccepted: true });
    expect(errorsOf(empty)).toMatchObject({
      dateOfBirth: 'The field is required.',
      gender: 'Please make a choice.',
      telephone: 'The field is required.',
    });
    const child = schema.safeParse({
      method: 'paynl_payment_afterpay',
      termsAccepted: true,
      dateOfBirth: '2010-02-30',
      gender: 'MISS',
      telephone: '0612345678',
    });
    expect(errorsOf(child).dateOfBirth).toBe(
      'Please enter a valid date of birth; you must be 18 or older.',
    );
    const adult = schema.safeParse({
      method: 'paynl_payment_afterpay',
      termsAccepted: true,
      dateOfBirth: '1990-05-17',
      gender: 'MRS',
      telephone: '0612345678',
    });
    expect(adult.success).toBe(true);
  });
});
