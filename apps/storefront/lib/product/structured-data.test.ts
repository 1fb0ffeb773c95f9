import { describe, expect, it } from 'vitest';
import { breadcrumbStructuredData } from './structured-data';

const crumbs = [
  { name: 'Home', href: '/' },
  { name: 'Wasmachines', href: '/huishouden/wassen-drogen/wasmachines' },
];

describe('breadcrumb structured data', () => {
  it('points at the addresses of the page language', () => {
    const english = breadcrumbStructuredData(crumbs, 'https://shop.example', 'en');
    expect(english.itemListElement.map((item) => item.item)).toEqual([
      'https://shop.example/en',
      'https://shop.example/en/huishouden/wassen-drogen/wasmachines',
    ]);
    const dutch = breadcrumbStructuredData(crumbs, 'https://shop.example', 'nl');
    expect(dutch.itemListElement[1]!.item).toBe(
      'https://shop.example/huishouden/wassen-drogen/wasmachines',
    );
  });
});
