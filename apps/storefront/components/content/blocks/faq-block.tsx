import type { ContentBlock } from '@/lib/commerce/types';
import { ChevronDownIcon } from '@/components/ui/icons';
import { jsonLd } from '@/lib/seo/structured-data';
import { cmsHtmlText, sanitizeCmsHtml } from '../sanitize';
import { TitledSection } from './titled-section';

type Faq = Extract<ContentBlock, { type: 'faq' }>;

/** schema.org FAQPage of the questions, answers as plain text. */
export function faqStructuredData(items: Faq['items']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: cmsHtmlText(item.answer) },
    })),
  };
}

/**
 * Questions and answers as native disclosures (<details>: Enter and Space open and close them,
 * no script) plus FAQPage structured data; the shop server stamps the page's nonce on it.
 */
export function FaqBlockView({
  block,
  fallbackTitle,
  locale,
}: {
  block: Faq;
  fallbackTitle: string;
  locale: string;
}) {
  return (
    <TitledSection id={block.id} title={block.title ?? fallbackTitle}>
      <div className="divide-y divide-line rounded-lg border border-line bg-white">
        {block.items.map((item, index) => (
          <details key={`${index}-${item.question}`} className="group" data-testid="faq-item">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-ink hover:text-brand [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDownIcon
                aria-hidden="true"
                className="shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <div
              className="cms-text px-4 pb-4"
              dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(item.answer, locale) }}
            />
          </details>
        ))}
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(faqStructuredData(block.items)) }}
      />
    </TitledSection>
  );
}
