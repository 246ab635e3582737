import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Handshake, Home, LifeBuoy, LogIn, Menu, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { DeferredMenuProps } from './deferred-menu';
import { useAutoFocus } from './use-auto-focus';
import { visitorTriggerClass, menuContentClass, menuItemClass } from './menu-styles';

/**
 * The visitor's dropdown of SPEC.md section 2: a site link, Login, Become a partner, Support and
 * 'Already have an account?'. Support points at the FAQ, the help a visitor can use without an account.
 */
export function VisitorMenu({ defaultOpen, autoFocus }: DeferredMenuProps) {
  const triggerRef = useAutoFocus<HTMLButtonElement>(autoFocus);
  const { t } = useTranslation();
  const items = [
    { to: paths.home, label: t('header.site'), icon: Home },
    { to: paths.auth.login, label: t('header.login'), icon: LogIn },
    { to: paths.auth.partner(), label: t('header.becomePartner'), icon: Handshake },
    { to: '/#faq', label: t('header.support'), icon: LifeBuoy },
  ];
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} aria-label={t('header.menu')} className={visitorTriggerClass}>
        <Menu className="h-5 w-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
          {items.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={label} asChild className={menuItemClass}>
              <Link to={to}>
                <Icon className="h-4 w-4 text-stone-600" aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to={paths.auth.login}>
              <UserRound className="h-4 w-4 text-stone-600" aria-hidden="true" />
              {t('header.alreadyHaveAccount')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
