import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** An owner's page that is routed and guarded before it is built (docs/decisions.md, D-20): it says what it will hold. */
function PlannedPanel({ title, description }: { title: string; description: string }) {
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-muted px-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
          <Button variant="outline" asChild>
            <Link to="/admin">Back to the admin panel</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

export function BookingsPanel() {
  return (
    <PlannedPanel
      title="Bookings"
      description="Coming soon: the booking requests visitors send, newest first, each with its contact details and its status (new, contacted, scheduled, completed or cancelled)."
    />
  );
}

export function AccessLogsPanel() {
  return (
    <PlannedPanel
      title="Access logs"
      description="Coming soon: every request to the site, with its time, method, path and answer, and the visit statistics drawn from them."
    />
  );
}
