import { Globe, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from './deferred-menu';
import { useLanguageButton } from './language-button';
import { languageTriggerClass, visitorTriggerClass } from './menu-styles';

const loadLanguageMenu = () => import('./language-menu').then((m) => m.LanguageMenu);
const loadVisitorMenu = () => import('./visitor-menu').then((m) => m.VisitorMenu);

/** The language selector; its Radix menu loads after the page (see DeferredMenu). */
export function LanguageMenuSlot() {
  const { code, name } = useLanguageButton();
  return (
    <DeferredMenu
      load={loadLanguageMenu}
      placeholder={(props) => (
        <button type="button" {...props} aria-label={name} className={languageTriggerClass}>
          <Globe className="h-5 w-5" aria-hidden="true" />
          <span>{code}</span>
        </button>
      )}
    />
  );
}

/** The visitor's dropdown menu, deferred the same way. */
export function VisitorMenuSlot() {
  const { t } = useTranslation();
  return (
    <DeferredMenu
      load={loadVisitorMenu}
      placeholder={(props) => (
        <button type="button" {...props} aria-label={t('header.menu')} className={visitorTriggerClass}>
          <Menu className="h-5 w-5" aria-hidden="true" />
        </button>
      )}
    />
  );
}
