/** The one form of an e-mail address the shop keys accounts (customers' and staff's) by. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}
