/** Magento-style opaque uids: base64 of the numeric id (categories also accept the plain id). */
export const productUid = (id: number) => Buffer.from(String(id)).toString('base64');
export const categoryUid = (id: number) => Buffer.from(String(id)).toString('base64');

export function idFromUid(uid: string): number | null {
  if (/^\d+$/.test(uid)) return Number(uid);
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  return /^\d+$/.test(decoded) ? Number(decoded) : null;
}
