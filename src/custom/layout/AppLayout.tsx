import { Layout, type LayoutProps } from 'react-admin';
import { AppMenu } from './AppMenu.tsx';
import { AppSidebar } from './AppSidebar.tsx';
import { AppTopBar } from './AppTopBar.tsx';
import { ScreenTitle } from './ScreenTitle.tsx';
import { SignOutWhenSignedOutElsewhere } from './useSignOutWhenSignedOutElsewhere.ts';
import { UnsavedChangesProvider } from '../unsaved/UnsavedChangesProvider.tsx';

/** react-admin v5 has no `menu` prop on <Admin>: the layout carries it (toolchain snag 5). */
export const AppLayout = ({ children }: LayoutProps) => (
  <Layout appBar={AppTopBar} sidebar={AppSidebar} menu={AppMenu} appBarAlwaysOn>
    {/* The layout is what a signed-in tab shows, so it is where a sign-out elsewhere is noticed. */}
    <SignOutWhenSignedOutElsewhere />
    <ScreenTitle />
    <UnsavedChangesProvider>{children}</UnsavedChangesProvider>
  </Layout>
);
