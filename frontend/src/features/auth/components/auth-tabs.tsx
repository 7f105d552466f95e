import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Tab = 'signin' | 'signup';
const TABS: { id: Tab; label: string }[] = [
  { id: 'signin', label: 'Sign In' },
  { id: 'signup', label: 'Sign Up' },
];

/** Sign In (default) and Sign Up tabs; only the active form is mounted. */
export function AuthTabs() {
  const [active, setActive] = useState<Tab>('signin');
  return (
    <Tabs
      label="Account"
      tabs={TABS}
      value={active}
      onChange={setActive}
      className="auth-tabs"
      panelClassName="tabs__panel"
    >
      {active === 'signin' ? <SignInForm /> : <SignUpForm />}
    </Tabs>
  );
}
