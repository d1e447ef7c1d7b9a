import { Moon, Settings, Sun } from 'lucide-react';
import { createElement, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useIsOwnerOnPage } from '@/lib/admin-session';
import { useLoadedComponent } from '@/lib/lazy';
import { LanguageButton } from './language-button';
import { LazyLanguageMenu } from './lazy-parts';
import { OwnerLogoutButton } from './owner-logout-button';

interface TopBarProps {
  dark: boolean;
  onToggleDark: () => void;
  /** Shown in the middle once the visitor has scrolled past the profile. */
  center?: ReactNode;
  /** The booking button, when the owner pinned it to a top corner. */
  start?: ReactNode;
  end?: ReactNode;
}

/**
 * The fixed top bar. Everything pinned to the page lives here or in the
 * bottom bar, so nothing floats over the content. It holds the page's one settings control:
 * the spec's admin-panel button for the owner and its floating admin button for everyone are
 * the same link to /admin, shown once.
 */
export function TopBar({ dark, onToggleDark, center, start, end }: TopBarProps) {
  const { t } = useTranslation();
  // Rendered without Suspense once here, so the stand-in gives way to it in one step.
  const LanguageMenu = useLoadedComponent(LazyLanguageMenu);
  // Held here, so a tap before the menu's code arrived opens it as soon as it has.
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = () => {
    setMenuOpen(true);
    void LazyLanguageMenu.preload();
  };
  // The menu's button replaces the stand-in when its code arrives; focus on the stand-in moves to it.
  // Removing the focused stand-in blurs it towards nothing, which is no reason to forget. A menu
  // opened by a tap on the stand-in takes the focus itself.
  const [languageFocused, setLanguageFocused] = useState(false);
  // Opens on the press, as the menu's own button does: the code may arrive between press and release.
  const standIn = (
    <LanguageButton
      onPointerDown={openMenu}
      onClick={openMenu}
      onFocus={() => setLanguageFocused(true)}
      onBlur={(event) => event.relatedTarget && setLanguageFocused(false)}
    />
  );
  const owner = useIsOwnerOnPage();
  // Dark enough that its white controls stay readable (4.5:1) when a white card scrolls under it.
  return (
    <header
      className="fixed inset-x-0 top-0 z-40 box-content flex h-16 items-center gap-1 bg-black/60 px-3 pt-[env(safe-area-inset-top)] backdrop-blur-md"
      data-testid="top-bar"
    >
      {start}
      <div className="flex min-w-0 flex-1 justify-center">{center}</div>
      {end}
      {/* The one lazily loaded menu, looked up, not a component made during render. */}
      {LanguageMenu
        ? createElement(LanguageMenu, { open: menuOpen, onOpenChange: setMenuOpen, autoFocus: languageFocused && !menuOpen })
        : standIn}
      {/* A page load, not a move inside this page: trackers a visitor accepted here keep running in it,
          and the owner's pages must be a page of their own, where none ever ran (docs/decisions.md, D-87). */}
      <Button asChild variant="onImage" size="icon" className="shrink-0">
        <a href="/admin" aria-label={owner ? t('topBar.adminPanel') : t('admin.button')} data-testid="admin-shortcut">
          <Settings className="h-5 w-5" aria-hidden="true" />
        </a>
      </Button>
      {owner && <OwnerLogoutButton />}
      <Button
        variant="onImage"
        size="icon"
        className="shrink-0"
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
