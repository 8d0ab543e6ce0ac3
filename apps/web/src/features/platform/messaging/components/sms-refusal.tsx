import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useSendingStatus } from '@/entities/sending';

/**
 * Why SMS cannot go out now, as the server would refuse them (decision 0022): a new
 * account's phone not yet proven, or today's allowance used up. Null when nothing stands
 * in the way, or for e-mail.
 */
export function useSmsRefusal(sms: boolean): ReactNode {
  const status = useSendingStatus();
  if (!sms || !status.data) return null;
  const { verificationRequired, phoneVerified, smsAllowance } = status.data;
  const settings = (
    <Link to="../settings" relative="path" className="underline underline-offset-4">
      Settings
    </Link>
  );
  if (verificationRequired && !phoneVerified) {
    return (
      <Alert role="alert">
        <AlertTitle>Verify your phone before sending SMS</AlertTitle>
        <AlertDescription>
          <p>New accounts prove their phone number with a code first. Do it in {settings}.</p>
        </AlertDescription>
      </Alert>
    );
  }
  if (smsAllowance.left === 0) {
    return (
      <Alert role="alert">
        <AlertTitle>No SMS left today</AlertTitle>
        <AlertDescription>
          <p>
            Your account may send {smsAllowance.perDay.toLocaleString('en')} SMS a day and has sent
            them all. An administrator can raise it; see {settings}.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}
