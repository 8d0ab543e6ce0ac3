import { useState } from 'react';
import { Check, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The phone's share sheet (WhatsApp, SMS…) where there is one; elsewhere the link is
 * copied, and the button says so.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      window.prompt('Copy this link', url);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => void share()}>
        {copied ? <Check aria-hidden="true" /> : <Share2 aria-hidden="true" />}
        {copied ? 'Link copied' : 'Share'}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? 'The link is copied' : ''}
      </span>
    </>
  );
}
