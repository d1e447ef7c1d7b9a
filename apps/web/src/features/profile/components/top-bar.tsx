import { Moon, Settings, Sun } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useAdminCheck } from '@/lib/admin-session';
import { useLoaded } from '@/lib/lazy';
import { LanguageButton } from './language-button';
import { LazyLanguageMenu } from './lazy-parts';

interface TopBarProps {
  dark: boolean;
  onToggleDark: () => void;
  /** Shown in the middle once the visitor has scrolled past the profile. */
  center?: ReactNode;
}

const onBackground = 'text-white hover:bg-white/15 hover:text-white';

export function TopBar({ dark, onToggleDark, center }: TopBarProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const admin = useAdminCheck();
  const menuReady = useLoaded(LazyLanguageMenu);
  // Held here, so a tap before the menu's code arrived opens it as soon as it has.
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = () => {
    setMenuOpen(true);
    void LazyLanguageMenu.preload();
  };
  const showAdminShortcut = admin.data?.authenticated === true && !location.startsWith('/admin');
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-14 items-center justify-end gap-1 bg-black/20 px-3 backdrop-blur-md">
      <div className="absolute left-1/2 -translate-x-1/2">{center}</div>
      {menuReady ? (
        <Suspense fallback={<LanguageButton onClick={openMenu} />}>
          <LazyLanguageMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : (
        <LanguageButton onClick={openMenu} />
      )}
      {showAdminShortcut && (
        <Button asChild variant="ghost" size="icon" className={onBackground}>
          <Link href="/admin" aria-label={t('topBar.adminPanel')} data-testid="admin-shortcut">
            <Settings className="h-5 w-5" aria-hidden="true" />
          </Link>
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className={onBackground}
        onClick={onToggleDark}
        aria-label={dark ? t('topBar.toLight') : t('topBar.toDark')}
        aria-pressed={dark}
        data-testid="dark-mode-toggle"
      >
        {dark ? <Sun className="h-5 w-5" aria-hidden="true" /> : <Moon className="h-5 w-5" aria-hidden="true" />}
      </Button>
    </header>
  );
}
