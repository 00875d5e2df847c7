/** spec §2, §8: the default layout's 404 page, the same one. */
export { default, metadata } from '../[theme]/(content)/not-found'
