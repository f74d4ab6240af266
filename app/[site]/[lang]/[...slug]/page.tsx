import { notFound } from 'next/navigation';

// Content pages by CMS label land here; until a label resolves to a page, the answer is a 404.
export default function UnknownPage(): never {
  notFound();
}
