import { asArray, isNode, isOfType, type Json, type JsonNode, walkNodes } from './json-ld-nodes.js';

/** A schema.org `Recipe` node, and whether the page names it as its main thing. */
export interface RecipeNode {
  node: JsonNode;
  main: boolean;
}

export interface RecipeNodes {
  /** In page order: blocks in order, each searched breadth first. */
  recipes: RecipeNode[];
  /** A node that only names another by `@id` (`{"@id": "#primaryimage"}`), as the other; any other value as it is. */
  resolve: (value: Json) => Json;
}

/** Where a page names recipes other than its own (a list of recipes, related ones): not searched. */
const otherRecipes = new Set(['itemListElement', 'isRelatedTo', 'isSimilarTo', 'review']);

const isRecipe = (node: JsonNode) => isOfType(node['@type'], 'Recipe');
const idOf = (node: JsonNode) => (typeof node['@id'] === 'string' ? node['@id'] : undefined);
/** A node that says more than its `@id` and `@type`: a definition, not a reference. */
const definesMore = (node: JsonNode) => Object.keys(node).some((key) => key !== '@id' && key !== '@type');

/**
 * The `Recipe` nodes of a page's JSON-LD blocks (or its microdata, read into the same shape), wherever they sit: a
 * block's top, an array, `@graph` (WordPress and Yoast), a `WebPage`'s `mainEntity`. A recipe is the page's main one
 * when a node's `mainEntity` is it (written there or named by `@id`) or it has a `mainEntityOfPage`. A recipe given in
 * several places under one `@id` is one recipe; a node inside a recipe is not searched for another.
 */
export function findRecipeNodes(roots: readonly Json[]): RecipeNodes {
  const byId = new Map<string, JsonNode>();
  const found: JsonNode[] = [];
  const mainNodes = new Set<JsonNode>();
  const mainIds = new Set<string>();
  for (const root of roots) {
    walkNodes(root, otherRecipes, (node) => {
      const id = idOf(node);
      if (id !== undefined && !byId.has(id) && definesMore(node)) byId.set(id, node);
      for (const entity of asArray(node.mainEntity)) {
        if (!isNode(entity)) continue;
        mainNodes.add(entity);
        const entityId = idOf(entity);
        if (entityId !== undefined) mainIds.add(entityId);
      }
      if (!isRecipe(node)) return undefined;
      found.push(node);
      return 'skip';
    });
  }
  const resolve = (value: Json): Json => {
    if (!isNode(value) || definesMore(value)) return value;
    const id = idOf(value);
    return (id !== undefined && byId.get(id)) || value;
  };
  const recipes: RecipeNode[] = [];
  const seen = new Set<JsonNode>();
  for (const reference of found) {
    const node = resolve(reference) as JsonNode;
    if (seen.has(node) || !isRecipe(node)) continue;
    seen.add(node);
    const id = idOf(node);
    const main =
      mainNodes.has(reference) ||
      mainNodes.has(node) ||
      (id !== undefined && mainIds.has(id)) ||
      node.mainEntityOfPage !== undefined;
    recipes.push({ node, main });
  }
  return { recipes, resolve };
}
