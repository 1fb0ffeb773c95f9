import type { ContentBlock } from '@/lib/commerce/types';
import { sanitizeCmsHtml } from '../sanitize';
import { DismissButton } from './interactive-blocks';
import { BlockLinkButton } from './block-link';

type Notification = Extract<ContentBlock, { type: 'notification' }>;

const variants: Record<NonNullable<Notification['variant']>, string> = {
  info: 'border-brand bg-brand-light text-ink',
  success: 'border-green-700 bg-green-50 text-ink',
  warning: 'border-amber-600 bg-amber-50 text-ink',
  error: 'border-red-700 bg-red-50 text-ink',
};

/**
 * A notice: read out politely (role status) for info and success, at once (role alert) for
 * warnings and errors; it can be closed when the block says so.
 */
export function NotificationBlockView({
  block,
  dismissLabel,
  locale,
}: {
  block: Notification;
  dismissLabel: string;
  locale: string;
}) {
  const variant = block.variant ?? 'info';
  const id = `notification-${block.id}`;
  return (
    <div
      id={id}
      role={variant === 'warning' || variant === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border-l-4 p-4 ${variants[variant]}`}
      data-variant={variant}
    >
      <div className="min-w-0 flex-1">
        <div
          className="cms-text [&_p:last-child]:mb-0"
          dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(block.text, locale) }}
        />
        {block.link && block.button ? (
          <BlockLinkButton link={block.link} button={block.button} className="mt-2" />
        ) : null}
      </div>
      {block.dismissible ? <DismissButton targetId={id} label={dismissLabel} /> : null}
    </div>
  );
}
