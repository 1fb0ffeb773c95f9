import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-errors.ts';

describe('PaymentProviderError', () => {
  it('reaches GraphQL clients with its code rather than as a masked internal error', () => {
    const error = new PaymentProviderError(
      'PAYMENT_PROVIDER_REJECTED',
      'Riverty needs a date of birth.',
    );
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.toJSON()).toEqual({
      message: 'Riverty needs a date of birth.',
      extensions: { code: 'PAYMENT_PROVIDER_REJECTED' },
    });
    expect(error.code).toBe('PAYMENT_PROVIDER_REJECTED');
  });
});
