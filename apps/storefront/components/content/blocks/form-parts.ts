// The shop's forms as page-builder blocks, loaded together (interactive-blocks.tsx).
export { ContactForm } from '@/components/contact/contact-form';
export { NewsletterForm } from '@/components/newsletter/newsletter-form';
