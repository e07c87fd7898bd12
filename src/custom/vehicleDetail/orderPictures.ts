/**
 * The spec §3 picture order, from the contract (the server applies the same rule). The API already orders them;
 * the console orders again because the DMS sends them shuffled and a reorder on the server is one refactor away
 * from being lost.
 */
export { orderPictures, trailingNumberOf } from '../../../contract/pictures.ts';
