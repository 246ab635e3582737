import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useAuthStore } from '../../stores/auth-store';
import { LogoMark, Wordmark } from './logo';
import { socialProfiles } from './site-info';

interface FooterLink {
  key: string;
  to: string;
}

/** Targets SPEC.md leaves open: landing sections for the product story, the legal notice for contact. */
const companyLinks: FooterLink[] = [
  { key: 'about', to: '/#about' },
  { key: 'howItWorks', to: '/#how-it-works' },
  { key: 'becomePartner', to: paths.auth.partner() },
  { key: 'restaurants', to: '/#restaurants' },
  { key: 'couriers', to: '/#couriers' },
  { key: 'contact', to: paths.legal },
];

/**
 * Support is the customer's support form; everyone else (staff, kitchens, couriers) has no customer
 * area, so their Support is the dashboard's tickets (issue 22), not a not-authorized page.
 */
function useSupportLinks(): FooterLink[] {
  const loggedIn = useSession((s) => s.status === 'authenticated');
  const role = useAuthStore((s) => s.data.role);
  const support = loggedIn && role && role !== 'USER' ? paths.dashboard.tickets : paths.details.profileSupport;
  return [
    { key: 'faq', to: '/#faq' },
    { key: 'supportLink', to: support },
  ];
}

const linkClass = 'rounded text-stone-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const supportLinks = useSupportLinks();
  return (
    <footer className="bg-ink text-stone-300">
      {/* One column below 768 px, a grid from the md breakpoint up (SPEC.md section 2). */}
      <div data-testid="footer-grid" className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div>
          <Link
            to={paths.home}
            aria-label={t('header.home')}
            className="inline-flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            <LogoMark />
            <Wordmark className="text-white" />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6">{t('footer.tagline')}</p>
        </div>
        <Column title={t('footer.company')}>
          {companyLinks.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={linkClass}>
                {t(`footer.${link.key}`)}
              </Link>
            </li>
          ))}
        </Column>
        <Column title={t('footer.support')}>
          {supportLinks.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={linkClass}>
                {t(`footer.${link.key}`)}
              </Link>
            </li>
          ))}
        </Column>
        <Column title={t('footer.socials')}>
          {socialProfiles.map((profile) => (
            <li key={profile.name}>
              {profile.href ? (
                <a href={profile.href} rel="noopener noreferrer" target="_blank" className={linkClass}>
                  {profile.name}
                </a>
              ) : (
                <span>{profile.name}</span>
              )}
            </li>
          ))}
        </Column>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            {/* The copyright line is the same in every language, so it is not a translation. */}
            <span>© 2025 Forkly</span>
            <span aria-hidden="true"> · </span>
            <span>{t('footer.rights')}</span>
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>{t('footer.privacy')}</li>
            <li>{t('footer.terms')}</li>
            <li>
              <Link to={paths.legal} className={linkClass}>
                {t('footer.legal')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
