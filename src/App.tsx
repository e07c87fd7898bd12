import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router';
import { Admin, CustomRoutes, Resource, useBasename } from 'react-admin';
import { authProvider } from './authProvider/index.ts';
import { ADMIN_BASENAME } from './basename.ts';
import { AppLayout } from './custom/layout/AppLayout.tsx';
import { AppNotification } from './custom/layout/AppNotification.tsx';
import { HOME_PAGE_PATH, HomePageRoute } from './custom/homePage/index.tsx';
import { BodyTypesRoute, TYPE_SETUP_PATH } from './custom/bodyTypes/index.tsx';
import { loginPageChunk } from './custom/login/loginPageChunk.ts';
import { chunkRoute } from './custom/layout/ChunkRoute.tsx';
import { VehicleDetailRoute } from './custom/vehicleDetail/VehicleDetailRoute.tsx';
import { dataProvider } from './dataProvider/index.ts';
import { i18nProvider } from './i18n/index.ts';
import admins from './resources/admins/index.tsx';
import { CATEGORIES_PATH, CategoriesRoute } from './resources/categories/index.tsx';
import vehicles, { CARS_LIST_PATH, VEHICLE_DETAIL_PATH, VehicleList } from './resources/vehicles/index.ts';
import web360 from './resources/web360/index.tsx';
import { RIDESHARE_HOME_PATH, RideShareHomeRoute } from './resources/rideShareHome/index.tsx';
import { PRICE_LIST_PATH, SettingsRoute } from './resources/settings/index.tsx';
import { PROMOTION_PATH, PromotionRoute } from './resources/promotion/index.tsx';
import { SUB_CATEGORIES_PATH, SubCategoriesRoute } from './resources/carousel/index.tsx';
import { TRADE_IN_PATH, TradeInRoute } from './resources/tradeIn/index.tsx';
import { BLOG_POST_PATH, BlogPostRoute } from './resources/blogPosts/index.tsx';
import { consoleLightTheme } from './theme.ts';
import { contentResources, genericRoutes, hasOwnListRoute } from './custom/content/generic/contentRoutes.tsx';

const LoginPage = chunkRoute(loginPageChunk);

/** A path under the admin basename, replacing the current entry (no back-button loop). */
const RedirectTo = ({ path }: { path: string }) => {
  const basename = useBasename();
  return <Navigate to={`${basename}${path}`} replace />;
};

/** `/admin` and any unknown path land on the default page, /admin/cars-list (spec §2). */
const RedirectToDefault = () => <RedirectTo path={CARS_LIST_PATH} />;

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
    {Object.entries({ admins, vehicles, webrotate360: web360 }).map(([name, resource]) => (
      <Resource key={name} name={name} {...resource}>
        {unknownUnderResource}
      </Resource>
    ))}
    {/* Content collections (issue 24): a resource each, a generic one's list on its own route or on the spec's route
        (genericRoutes); the bare path of one held by a custom screen (the home page's banners, the categories...) goes
        to that screen, and past a form's id a segment is unknown (spec §2). */}
    {contentResources((c) =>
      !c.customScreen && hasOwnListRoute(c) ? (
        <Route path=":id/:unknown/*" element={<RedirectToDefault />} />
      ) : (
        contentResourceRoutes(c.route)
      ),
    )}
    <CustomRoutes>
      {genericRoutes}
      <Route path={CARS_LIST_PATH} element={<VehicleList />} />
      <Route path={VEHICLE_DETAIL_PATH} element={<VehicleDetailRoute />} />
      <Route path={HOME_PAGE_PATH} element={<HomePageRoute />} />
      <Route path={CATEGORIES_PATH} element={<CategoriesRoute />} />
      <Route path={SUB_CATEGORIES_PATH} element={<SubCategoriesRoute />} />
      <Route path={TYPE_SETUP_PATH} element={<BodyTypesRoute />} />
      <Route path={PRICE_LIST_PATH} element={<SettingsRoute />} />
      <Route path={PROMOTION_PATH} element={<PromotionRoute />} />
      <Route path={RIDESHARE_HOME_PATH} element={<RideShareHomeRoute />} />
      <Route path={TRADE_IN_PATH} element={<TradeInRoute />} />
      <Route path={BLOG_POST_PATH} element={<BlogPostRoute />} />
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
