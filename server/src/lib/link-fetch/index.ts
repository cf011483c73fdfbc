/** Fetching users' links safely, and reading what their pages say (SECURITY.md, "Fetching users' links"). */
export { type AllowedHost, isAllowedHost, parseAllowList } from './allow-list.js';
export { isLinkFetchError, LinkFetchError, type LinkFetchFailure } from './link-fetch-error.js';
export { type LinkPreview, type LinkPreviewOptions, previewOf, readLinkPreview } from './link-preview.js';
export { fetchPicture, type KeptPicture, pictureMaxBytes } from './picture.js';
export type { Price } from './price.js';
export { isPublicAddress } from './public-address.js';
export { type RecipeFacts, readRecipeObject, readRecipePage, readRecipes } from './recipe.js';
export { type FetchedPage, linkFetchDefaults, type SafeFetchOptions, safeFetch } from './safe-fetch.js';
export type { Lookup, ResolvedAddress } from './target.js';
