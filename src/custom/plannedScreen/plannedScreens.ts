/**
 * Screens of the spec's §2 route table that later issues build (issue 16 lists them; 17: merchandising, 18: settings
 * and ride-share, 19: editorial). Until then each route shows PlannedScreen, and its sidebar entry carries the issue.
 * A screen that gets built is removed from here, and its route and entry then lead to the real screen.
 */
export interface PlannedScreenEntry {
    /** Route under the admin basename (spec §2). */
    path: string;
    issue: 17 | 18 | 19;
    /** i18n keys: the screen's name and what it will do. */
    title: string;
    purpose: string;
}

const entry = (path: string, issue: PlannedScreenEntry['issue'], key: string): PlannedScreenEntry => ({
    path,
    issue,
    title: `app.planned.screens.${key}.title`,
    purpose: `app.planned.screens.${key}.purpose`,
});

export const plannedScreens: readonly PlannedScreenEntry[] = [
    entry('/carousel', 17, 'carousel'),
    entry('/type-setup', 17, 'type_setup'),
    entry('/categories', 17, 'categories'),
    entry('/price-list', 18, 'price_list'),
    entry('/promotion', 18, 'promotion'),
    entry('/ride-share-companies', 18, 'ride_share_companies'),
    entry('/ride-share-cities', 18, 'ride_share_cities'),
    entry('/rideshare-home', 18, 'rideshare_home'),
    entry('/blog', 19, 'blog'),
    entry('/blog/new-post', 19, 'blog_post'),
    entry('/faq', 19, 'faq'),
    entry('/finance-info-pins', 19, 'finance_info_pins'),
    entry('/trade-in', 19, 'trade_in'),
];

/** The issue that builds the screen at `path`, if it is still planned. */
export const plannedIssueOf = (path: string): number | undefined => plannedScreens.find(screen => screen.path === path)?.issue;
