import type { Messages } from '@/lib/i18n';

export const dashboardMessages: Messages<
  | 'title'
  | 'today'
  | 'ordersToday'
  | 'revenueToday'
  | 'toShip'
  | 'pendingTooLong'
  | 'pendingHint'
  | 'returnsToReceive'
  | 'reservations'
  | 'noReservations'
  | 'lowStock'
  | 'lowStockHint'
  | 'noLowStock'
  | 'sku'
  | 'name'
  | 'units'
  | 'open'
> = {
  en: {
    title: 'Dashboard',
    today: 'Today, {day}',
    ordersToday: 'Orders today',
    revenueToday: 'Revenue today',
    toShip: 'Orders to ship',
    pendingTooLong: 'Awaiting payment too long',
    pendingHint: 'longer than {minutes} minutes',
    returnsToReceive: 'Returns to receive',
    reservations: 'Reservations to prepare',
    noReservations: 'No reservations waiting in any store.',
    lowStock: 'Low stock',
    lowStockHint: '{count} products with at most {threshold} units',
    noLowStock: 'No product is low on stock.',
    sku: 'SKU',
    name: 'Product',
    units: 'Units',
    open: 'Open',
  },
  nl: {
    title: 'Dashboard',
    today: 'Vandaag, {day}',
    ordersToday: 'Bestellingen vandaag',
    revenueToday: 'Omzet vandaag',
    toShip: 'Te verzenden',
    pendingTooLong: 'Te lang wachtend op betaling',
    pendingHint: 'langer dan {minutes} minuten',
    returnsToReceive: 'Retouren te ontvangen',
    reservations: 'Klaar te zetten reserveringen',
    noReservations: 'Geen wachtende reserveringen in de winkels.',
    lowStock: 'Lage voorraad',
    lowStockHint: '{count} producten met hooguit {threshold} stuks',
    noLowStock: 'Geen enkel product heeft een lage voorraad.',
    sku: 'SKU',
    name: 'Product',
    units: 'Stuks',
    open: 'Openen',
  },
};
