/**
 * Texts of the referral programme's page (/admin/promotion), beyond what the partners' and referrals' declarations
 * give (their labels, dialog titles, empty states, 'Physical', 'Online', 'Location').
 */
export const promotionMessages = {
  app: {
    promotion: {
      title: 'Referral programme',
      partners_title: 'Our Partners',
      referrers_title: 'Referrers',
      partners_table: 'Partners table',
      referrers_table: 'Referrers table',
      search: 'Search',
      search_named: 'Search %{name}',
      referrals: 'Referrals',
      referral_count: '%{referrals} (%{purchased} purchased)',
    },
  },
};
