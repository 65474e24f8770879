import type { TUser } from '@club/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Paper, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { AuthBenefits } from '../components/AuthBenefits/AuthBenefits';
import { PageLoader } from '../components/PageLoader/PageLoader';
import type { ResetStep } from '../components/PasswordReset/PasswordReset';
import { PageMeta } from '../components/PageMeta/PageMeta';
import { lazyWithData } from '../lib/lazyWithData';
import classes from './AuthPage.module.css';

// The login form's code (its inputs and checks) is not part of the page's: the page is prerendered
// with the form in it, and React hydrates the form where it stands when its code arrives.
// The forms and the redirect of a signed-in member call the API: they bring the data layer's code.
const LoginForm = lazyWithData(() =>
  import('../components/LoginForm/LoginForm').then((m) => m.LoginForm),
);
const SignedInRedirect = lazyWithData(() =>
  import('../components/SignedInRedirect/SignedInRedirect').then((m) => m.SignedInRedirect),
);
// The Register and Reset Password tabs are hidden on arrival: their code follows the page's
// (with what a new member sees after registering).
const loadRegistrationComplete = () =>
  import('../components/RegistrationComplete/RegistrationComplete');
const RegistrationComplete = lazy(() =>
  loadRegistrationComplete().then((m) => ({ default: m.RegistrationComplete })),
);
const RegisterForm = lazyWithData(() => {
  void loadRegistrationComplete();
  return import('../components/RegisterForm/RegisterForm').then((m) => m.RegisterForm);
});
const PasswordReset = lazyWithData(() =>
  import('../components/PasswordReset/PasswordReset').then((m) => m.PasswordReset),
);

type AuthTab = 'login' | 'register' | 'reset';

const HEADINGS: Record<AuthTab, { title: MessageDescriptor; lead: MessageDescriptor }> = {
  login: {
    title: msg`Member Login`,
    lead: msg`Welcome back. Sign in to book a bay, join a league or manage your account.`,
  },
  register: {
    title: msg`Create your account`,
    lead: msg`Join Inside 9 and play indoors, whatever the weather.`,
  },
  reset: {
    title: msg`Reset your password`,
    lead: msg`Three quick steps and you are back on the tee.`,
  },
};

function isAuthTab(value: string | null): value is AuthTab {
  return value === 'login' || value === 'register' || value === 'reset';
}

/** /auth: Login, Register and the password reset flow (spec sections 2 and 4). */
export default function AuthPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<AuthTab>('login');
  const [resetStep, setResetStep] = useState<ResetStep>('email');
  // Remounting the reset flow is what "clears all reset forms".
  const [resetRun, setResetRun] = useState(0);
  const [registered, setRegistered] = useState<TUser | null>(null);

  if (registered) {
    return (
      <AuthFrame>
        <Suspense fallback={<PageLoader />}>
          <RegistrationComplete user={registered} />
        </Suspense>
      </AuthFrame>
    );
  }
  const goToLogin = () => {
    setTab('login');
    setResetStep('email');
  };
  const { title, lead } = HEADINGS[tab];

  return (
    <AuthFrame>
      <Suspense fallback={null}>
        <SignedInRedirect />
      </Suspense>
      <Title order={1} size="h2">
        {t(title)}
      </Title>
      <Text c="dimmed" mt={6} mb="lg">
        {t(lead)}
      </Text>
      <Tabs value={tab} onChange={(value) => isAuthTab(value) && setTab(value)}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="login">
            <Trans>Login</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="register">
            <Trans>Register</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="reset">
            <Trans>Reset Password</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <Suspense fallback={<PageLoader />}>
            <LoginForm
              onForgotPassword={() => {
                setTab('reset');
                setResetStep('email');
              }}
              onRegister={() => setTab('register')}
            />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <Suspense fallback={<PageLoader />}>
            <RegisterForm onRegistered={setRegistered} onLogin={goToLogin} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="reset">
          <Suspense fallback={<PageLoader />}>
            <PasswordReset
              key={resetRun}
              step={resetStep}
              onStepChange={setResetStep}
              onDone={() => {
                setResetRun((run) => run + 1);
                goToLogin();
              }}
              onBackToLogin={goToLogin}
            />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </AuthFrame>
  );
}

function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Box className={classes.page}>
      <PageMeta
        title={t`Member Login`}
        description={t`Sign in to Inside 9 to book a simulator bay, join a league and manage your membership, or create your account.`}
      />
      <Container size="lg" px={{ base: 'xs', sm: 'md' }}>
        <Paper shadow="xl" className={classes.card}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
            <Box className={classes.formSide}>{children}</Box>
            <AuthBenefits />
          </SimpleGrid>
        </Paper>
      </Container>
    </Box>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/AuthPage/en.po';
