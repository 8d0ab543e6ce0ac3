/**
 * The Content-Security-Policy's refusals on a page (issue 27), counted from both sides: the
 * document's `securitypolicyviolation` events and the console's messages.
 */
import type { Page } from '@playwright/test';

/** Every refusal of the policy on `page`, from the document's events and the console. */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  // Added by the browser before the page's own scripts, outside the page's policy.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      void report(
        `${event.violatedDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
