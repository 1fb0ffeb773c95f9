import { notFound } from 'next/navigation';

/** Every path no route claims yet ends in the localized 404 page. */
export default function CatchAll() {
  notFound();
}
