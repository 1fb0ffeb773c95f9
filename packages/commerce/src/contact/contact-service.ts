import type { DatabaseHandle } from '../db/connection.ts';

/** The contact form: mails the shop and confirms to the shopper. */
export class ContactService {
  constructor(readonly database: DatabaseHandle) {}
}
