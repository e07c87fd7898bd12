import { productLinks } from './startProduct.ts';

/** The product the specs share, started by globalSetup.ts. */
export const baseUrl = () => process.env.E2E_BASE_URL ?? '';
export const dataDir = () => process.env.E2E_DATA_DIR ?? '';

const shared = () => productLinks(process.env.E2E_SERVER_OUTPUT ?? '', dataDir());

/** The first-start link the server printed on its console output. */
export const firstStartLink = (): string => shared().firstStartLink();

/** The newest link mailed to an address, from the .eml files the server wrote into its outbox. */
export const lastMailedLink = (email: string): string => shared().lastMailedLink(email);
