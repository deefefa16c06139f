import { selectUser, useAppSelector } from '@campus/shared/store';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { SiteFooter } from '../features/footer/components/site-footer';
import { SiteLayout } from '../features/layout/components/site-layout';
import { AreaPreloader } from '../features/remotes/area-preloader';
import { TopNav } from '../features/navigation/components/top-nav';
import { SiteSearchForm } from '../features/search/components/site-search-form';
import { AreaResolver } from './area-resolver';

// The shell's own pages load on demand: a visitor who lands on the marketplace never downloads the
// form libraries or the static pages.
const AboutPage = lazy(() => import('../features/static-pages/components/about-page').then((m) => ({ default: m.AboutPage })));
const PolicyPage = lazy(() => import('../features/static-pages/components/policy-page').then((m) => ({ default: m.PolicyPage })));
const ContactPage = lazy(() => import('../features/contact/components/contact-page').then((m) => ({ default: m.ContactPage })));
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const AccountPage = lazy(() => import('./account-pages').then((m) => ({ default: m.AccountPage })));
// Only an unverified member on a campus site sees it: nobody else downloads it.
const VerifyBanner = lazy(() => import('../features/account/components/verify-banner').then((m) => ({ default: m.VerifyBanner })));
const SearchPage = lazy(() => import('../features/search/components/search-page').then((m) => ({ default: m.SearchPage })));
const RegisterPage = lazy(() => import('../features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })));

/** The navigation, and under it the banner of a member whose campus address is not verified yet. */
function AccountHeader() {
  const user = useAppSelector(selectUser);
  return (
    <>
      <TopNav search={<SiteSearchForm />} />
      {user && !user.verified ? (
        <Suspense fallback={null}>
          <VerifyBanner />
        </Suspense>
      ) : null}
    </>
  );
}

/** The shell's own pages; every other path belongs to a remote area or is not found (AreaResolver). */
export function AppRoutes() {
  return (
    <>
      <AreaPreloader />
      <Routes>
        <Route element={<SiteLayout header={<AccountHeader />} footer={<SiteFooter />} />}>
          <Route path={paths.about.path} element={<AboutPage />} />
          <Route path={paths.contact.path} element={<ContactPage />} />
          <Route path={paths.policy.path} element={<PolicyPage />} />
          <Route path={paths.register.path} element={<RegisterPage />} />
          <Route path={paths.login.path} element={<LoginPage />} />
          <Route path={paths.forgotPassword.path} element={<AccountPage />} />
          <Route path={paths.resetPassword.path} element={<AccountPage />} />
          <Route path={paths.verifyEmail.path} element={<AccountPage />} />
          <Route path={paths.unsubscribe.path} element={<AccountPage />} />
          <Route path={paths.search.path} element={<SearchPage />} />
          <Route path={paths.services.path} element={<Navigate to={paths.service.href()} replace />} />
          <Route path="*" element={<AreaResolver />} />
        </Route>
      </Routes>
    </>
  );
}
