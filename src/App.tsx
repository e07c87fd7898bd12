import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router';
import { Admin, CustomRoutes, Resource, useBasename } from 'react-admin';
import { authProvider } from './authProvider/index.ts';
import { ADMIN_BASENAME } from './basename.ts';
import { AppLayout } from './custom/layout/AppLayout.tsx';
import { AppNotification } from './custom/layout/AppNotification.tsx';
import { HOME_PAGE_PATH, HomePageRoute } from './custom/homePage/index.tsx';
import { PlannedScreen } from './custom/plannedScreen/PlannedScreen.tsx';
import { plannedScreens } from './custom/plannedScreen/plannedScreens.ts';
import { LoginPage } from './custom/login/LoginPage.tsx';
import { VehicleDetailRoute } from './custom/vehicleDetail/VehicleDetailRoute.tsx';
import { dataProvider } from './dataProvider/index.ts';
import { i18nProvider } from './i18n/index.ts';
import admins from './resources/admins/index.tsx';
import hero, { HERO_IMAGES_PATH, HeroImagesPage } from './resources/hero/index.tsx';
import promo from './resources/promo/index.tsx';
import menuItems, { MENU_ITEMS_PATH, MenuItemListRoute } from './resources/menuItems/index.tsx';
import vehicles, { CARS_LIST_PATH, VEHICLE_DETAIL_PATH, VehicleList } from './resources/vehicles/index.ts';
import web360 from './resources/web360/index.tsx';
import warranty from './resources/warranty/index.tsx';
import { consoleLightTheme } from './theme.ts';


/** `/admin` and any unknown path land on the default page, /admin/cars-list (spec §2). */
const RedirectToDefault = () => {
    const basename = useBasename();
    return <Navigate to={`${basename}${CARS_LIST_PATH}`} replace />;
};

/**
 * A list-only resource's list answers every path under its name (react-admin routes it on `/*`), so
 * /admin/admins/123 kept its bogus address and showed the list. Any further segment is unknown (spec §2);
 * a path with a segment outranks the list's bare `/*` in react-router's ranking, and a resource with
 * no list (vehicles, routed on /cars-list) falls through to `*`.
 */
const unknownUnderResource = (
    <>
        <Route path=":unknown/*" element={<RedirectToDefault />} />
        <Route path="*" element={<RedirectToDefault />} />
    </>
);

/** A path under the admin basename, replacing the current entry (no back-button loop). */
const RedirectTo = ({ path }: { path: string }) => {
    const basename = useBasename();
    return <Navigate to={`${basename}${path}`} replace />;
};

/**
 * A content resource with forms but no list of its own (its table is on a screen of the spec): the bare path
 * (/admin/promo) goes to that screen, and a segment past a form's id (/admin/promo/1/x) is unknown (spec §2).
 */
const contentResourceRoutes = (screenPath: string) => (
    <>
        <Route path=":id/:unknown/*" element={<RedirectToDefault />} />
        <Route path="*" element={<RedirectTo path={screenPath} />} />
    </>
);

const Console = () => (
    <Admin
        basename={ADMIN_BASENAME}
        disableTelemetry
        requireAuth
        title="Admin console"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        lightTheme={consoleLightTheme}
        layout={AppLayout}
        loginPage={LoginPage}
        notification={AppNotification}
        dashboard={RedirectToDefault}
        catchAll={RedirectToDefault}
    >
        <Resource name="admins" {...admins}>{unknownUnderResource}</Resource>
        <Resource name="vehicles" {...vehicles}>{unknownUnderResource}</Resource>
        <Resource name="webrotate360" {...web360}>{unknownUnderResource}</Resource>
        {/* Content (issue 16): the banners are edited on /admin/promo/:id, their table is on the home page. */}
        <Resource name="promo" {...promo}>{contentResourceRoutes(HOME_PAGE_PATH)}</Resource>
        <Resource name="hero" {...hero}>{contentResourceRoutes(HERO_IMAGES_PATH)}</Resource>
        {/* A singleton edited on /admin/hero-images: registered for its labels, no route of its own. */}
        <Resource name="heroCarouselSetting">{unknownUnderResource}</Resource>
        {/* /admin/warranty is the resource's own list; a segment past a form's id is unknown (spec §2). */}
        <Resource name="warranty" {...warranty}><Route path=":id/:unknown/*" element={<RedirectToDefault />} /></Resource>
        {/* Named after its API path (/v1/menuItems); its table and dialogs are on /admin/menu-items. */}
        <Resource name="menuItems" {...menuItems}>{contentResourceRoutes(MENU_ITEMS_PATH)}</Resource>
        <CustomRoutes>
            <Route path={CARS_LIST_PATH} element={<VehicleList />} />
            <Route path={VEHICLE_DETAIL_PATH} element={<VehicleDetailRoute />} />
            <Route path={HOME_PAGE_PATH} element={<HomePageRoute />} />
            <Route path={HERO_IMAGES_PATH} element={<HeroImagesPage />} />
            <Route path={MENU_ITEMS_PATH} element={<MenuItemListRoute />} />
            {/* Spec routes whose screens later issues build: each says so (plannedScreens.ts). */}
            {plannedScreens.map(screen => (
                <Route key={screen.path} path={screen.path} element={<PlannedScreen screen={screen} />} />
            ))}
        </CustomRoutes>
    </Admin>
);

/**
 * Real paths (/admin/cars-list), not react-admin's default hash router: the outer router owns
 * the URL and <Admin basename> builds its links under /admin. A data router, so that pages can
 * hold back navigation while they have unsaved changes (react-router's blocker needs one).
 */
const router = createBrowserRouter([
    { path: `${ADMIN_BASENAME}/*`, element: <Console /> },
    { path: '*', element: <Navigate to={`${ADMIN_BASENAME}${CARS_LIST_PATH}`} replace /> },
]);

export const App = () => <RouterProvider router={router} />;
