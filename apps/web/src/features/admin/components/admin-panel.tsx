import { Eye, LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { recordAnalytics } from '@/lib/record-analytics';
import { useLogout } from '../api/logout';

export function AdminPanel() {
  const [, navigate] = useLocation();
  const logout = useLogout({ leave: () => navigate('/') });

  const confirmLogout = () =>
    logout.mutate(undefined, {
      onError: () => toast({ variant: 'destructive', title: 'Logout failed. Please try again.' }),
    });

  return (
    <div className="min-h-screen bg-muted">
      <header className="sticky top-0 z-10 border-b bg-background">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <h1 className="text-xl font-bold">Admin Panel</h1>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" asChild>
              <Link to="/" onClick={recordAdminExit}>
                <Eye /> View Profile
              </Link>
            </Button>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="outline" size="sm">
                  <LogOut /> Logout
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Conferma Logout</AlertDialogTitle>
                  <AlertDialogDescription>Sei sicuro di voler uscire dal pannello di amministrazione?</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Annulla</AlertDialogCancel>
                  <AlertDialogAction onClick={confirmLogout}>Esci</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        </div>
      </header>
    </div>
  );
}

/** Spec section 3: the owner leaving the panel for the page, with where and on what screen. */
function recordAdminExit(): void {
  recordAnalytics({
    event: 'admin_exit_click',
    metadata: {
      timestamp: new Date().toISOString(),
      userAgent: navigator.userAgent,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      page: window.location.pathname,
      referrer: document.referrer,
    },
  });
}
