/* global fetch */
// A shopper with one product in the cart, for the cart and checkout pages' benchmark: the cart is
// made through the shop's own /api/cart, as an add-to-cart button would.

async function graphql(origin, query) {
  const response = await fetch(`${origin}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A simple product in stock with a shown price: one a shopper can put in the cart. */
async function buyableSku(origin) {
  const { products } = await graphql(
    origin,
    '{ products(search: "", pageSize: 50, currentPage: 1) { items { sku type_id stock_status shouldDisplayPrice out_of_assortment } } }',
  );
  const item = products.items.find(
    (product) =>
      product.type_id === 'simple' &&
      product.stock_status === 'IN_STOCK' &&
      product.shouldDisplayPrice &&
      !product.out_of_assortment,
  );
  if (!item) throw new Error('No product in stock to put in the cart');
  return item.sku;
}

/** The Cookie header of a new cart holding one unit of a product in stock. */
export async function cartCookie(origin) {
  const sku = await buyableSku(origin);
  const response = await fetch(`${origin}/api/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ sku, quantity: 1 }),
  });
  if (!response.ok) throw new Error(`Adding ${sku} to a cart answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  if (!cookies.length) throw new Error('Adding to a cart set no cart cookie');
  return cookies.join('; ');
}

/** True while the cart behind the cookie still holds a product. */
export async function cartHasItems(origin, cookie) {
  const response = await fetch(`${origin}/api/cart`, {
    headers: { cookie, accept: 'application/json' },
  });
  if (!response.ok) return false;
  const cart = await response.json();
  return (cart.total_quantity ?? 0) > 0;
}
