import { formatShortCardCode } from '@karamu/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getApiOrigin } from '@/lib/http';
import { doorQrPath } from '../api/get-invitation';

/** Wide enough for a door's camera across a dim hall from a cheap phone (issue 29: ≥ 160). */
const QR_CSS_PX = 208;

/**
 * What the guest shows at the door, large on its own: the QR code the card carries (which on
 * the card image is too small to scan from a phone) and the short card code the door can type
 * when the camera will not read it. Shown whether or not the event has a card design.
 */
export function DoorPass({ token, cardCode }: { token: string; cardCode: string }) {
  const code = formatShortCardCode(cardCode);
  return (
    <Card>
      <CardHeader>
        <CardTitle>At the door</CardTitle>
        <CardDescription>
          Show this QR code to be let in. If it will not scan, the door types your card code.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-3">
        <img
          src={`${getApiOrigin()}/api${doorQrPath(token)}`}
          width={QR_CSS_PX}
          height={QR_CSS_PX}
          alt={`QR code for the door, card code ${code}`}
          className="rounded-md border bg-white"
        />
        <p className="grid justify-items-center text-sm text-muted-foreground">
          Card code
          <span className="font-mono text-2xl font-bold tracking-widest text-foreground">
            {code}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
