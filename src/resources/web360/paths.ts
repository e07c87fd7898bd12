/** Route of the assets table under the admin basename (spec §2: /admin/webrotate360), also the resource name. */
export const WEB360_PATH = '/webrotate360';
