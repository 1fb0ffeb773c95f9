import { dishwasher, hob, oven } from './kitchen.ts';
import { dryer, stackingKit, washer } from './laundry.ts';
import { fridge, freezer } from './cooling.ts';
import { headphones, soundbar } from './audio.ts';
import { tv, wallMount } from './television.ts';
import { laptop, laptopBag } from './computers.ts';
import { gloves, mouthguard, punchingBag, wraps } from './boxing.ts';
import { dumbbell, fitnessMat, treadmill } from './fitness.ts';
import type { AnyProductKind } from './kind.ts';

/** Every kind of product in the demo catalogue, with its share of the assortment. */
export const PRODUCT_KINDS: readonly AnyProductKind[] = [
  washer,
  dryer,
  stackingKit,
  fridge,
  freezer,
  dishwasher,
  oven,
  hob,
  tv,
  soundbar,
  headphones,
  wallMount,
  laptop,
  laptopBag,
  gloves,
  punchingBag,
  wraps,
  mouthguard,
  dumbbell,
  fitnessMat,
  treadmill,
];

export type { AnyProductKind, ProductSpec, ChildSpec, Usp } from './kind.ts';
