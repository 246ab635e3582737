import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../lib/i18n';
import type { DeferredMenuProps } from './deferred-menu';
import { useLanguageButton } from './language-button';
import { useAutoFocus } from './use-auto-focus';
import { languageTriggerClass, menuContentClass, menuItemClass } from './menu-styles';

/** Visitors pick English, German or Finnish; the choice applies at once and is stored. */
export function LanguageMenu({ defaultOpen, autoFocus }: DeferredMenuProps) {
  const triggerRef = useAutoFocus<HTMLButtonElement>(autoFocus);
  const { t, i18n } = useTranslation();
  const current = (LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0]).code;
  const button = useLanguageButton();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} aria-label={button.name} className={languageTriggerClass}>
        <Globe className="h-5 w-5" aria-hidden="true" />
        <span>{button.code}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-stone-600">{t('header.chooseLanguage')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(code) => void changeLanguage(code as LanguageCode)}>
            {LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem key={language.code} value={language.code} className={menuItemClass}>
                {/* Each language in its own name, so anyone finds theirs whatever the interface shows now. */}
                <span className="flex-1" lang={language.code}>
                  {language.name}
                </span>
                <DropdownMenu.ItemIndicator>
                  <Check className="h-4 w-4 text-brand-700" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
