/**
 * A declaration's admin part (issue 24): what the console's generic screens need beyond the schema, in the
 * spirit of Payload's collection `admin` config and react-admin's `<Resource>` props. Everything here is
 * optional; the defaults are derived from the schema (schemaFields.ts).
 */

/** The sidebar's groups, in their order (spec §2 names Static Public and Dynamic Public). */
export const MENU_GROUPS = ['home', 'staticPublic', 'dynamicPublic', 'merchandising', 'operations'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Inputs a field can ask for where the one derived from its schema is not right. */
export type FieldInput = 'text' | 'textarea' | 'hidden' | 'readOnly' | 'seo';

export interface AdminField {
  input?: FieldInput;
  /** A help line under the input. */
  help?: string;
  /** A console component registered by this name (src/custom/content/generic/fieldComponents.tsx). */
  component?: string;
  /** The list cell's text where the stored value is not what staff read (spec §3: dealType Offline → 'Physical'). */
  format?: (value: unknown) => string;
  /** Left out of the list on phones (a long derived URL beside the title). */
  hideOnPhone?: boolean;
}

export interface CollectionAdmin {
  /** The field that names a document: its title in lists, dialogs, delete questions and the History panel. */
  titleField?: string;
  /** The human name in the plural ('Warranty images'); `label` + 's' when absent. */
  plural?: string;
  /** The list's columns, in order; by default the title, the publish flag, the enums and the images. */
  columns?: readonly string[];
  /** A search box over the list (the server's `q` filter). Default: on for lists. */
  search?: boolean;
  /** Filters beside the search; by default one per boolean and enum field. */
  filters?: readonly string[];
  /** The sidebar entry; absent = shown on another collection's or a custom screen. */
  menu?: { group: MenuGroup | null; icon: string; order: number; label?: string; also?: readonly string[] };
  /** Edit on its own page (`/<name>/:id`) or in a dialog over the list. Default: page. */
  edit?: 'page' | 'dialog';
  /**
   * The route of the collection's own editor, a custom screen (the blog's rich-text editor, spec §2
   * /admin/blog/new-post): the list's Add goes there, a row's Edit with `?id=<id>` and the row in navigation state
   * (`state.record`, spec §4). No generic create or edit page then.
   */
  editor?: string;
  /** The list's first order (default: by position when ordered, else by the title). */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** The console builds the route's screen itself (pins, hotspots, the blog editor, …): no generic list there. */
  customScreen?: boolean;
  /** Boolean columns drawn as a switch that saves at once (spec §4: the active toggles of cities, FAQ, blog posts). */
  toggles?: readonly string[];
  /**
   * Milliseconds a row's Edit and Delete wait after an edit saved or a deletion on that row, before the table is
   * read again (spec §2 menu items: 'Row actions have a 1 s delay'). Absent: no wait.
   */
  rowActionDelay?: number;
  /**
   * A singleton collection whose form sits above the list on the list's screen, by name (the hero carousel's
   * settings above the hero images, spec §2). That singleton keeps `customScreen`: it has no screen of its own.
   */
  settings?: string;
  /**
   * Links in each row beside Edit and Delete, to a custom screen of the document (the carousel card's sub-category
   * screen, spec §2): `path` with `:id`, `named` its accessible name with `%{title}`.
   */
  links?: readonly { label: string; named: string; path: string }[];
  /**
   * The static page whose SEO record is edited under the list, by its page name (spec §2: the FAQ list and the
   * finance pins carry their page's SEO section; contract/content/seoPages.ts).
   */
  pageSeo?: string;
  /**
   * The spec's read of the list by one field, served by a route of its own (`GET /lifeStyle/{value}`): the console's
   * list filtered by that field calls it (not `endpoints.list`, which the server would register itself).
   */
  listBy?: { field: string; path: string };
  /** Drag and keyboard reordering of a list ordered by position (default on; off where a number orders it). */
  reorder?: boolean;
  /** A console component registered by this name (fieldComponents.tsx) shown under the form's inputs: a preview. */
  after?: string;
  /** How long the screen's toasts stay, where the spec says (§9: the carousel's 2 s). */
  toastMs?: number;
  /** Bulk show/hide and delete on the list (default: on where the collection has them). */
  bulk?: boolean;
  /** Per-field overrides by key. */
  fields?: Readonly<Record<string, AdminField>>;
  /**
   * Texts the type needs beyond its labels; each replaces the generic one. Keys: `empty`, `add`, `createTitle`,
   * `editTitle` (with %{title}), `deleteContent`, `listTitle`, `required` (the info toast of a save stopped by an
   * empty required field, in place of the generic 'The form is not valid'), and a row's `editNamed`, `deleteNamed`
   * and `deleteTitle` (with %{title}, %{number} its place in the list and the document's fields: %{category}).
   */
  texts?: Readonly<Partial<Record<AdminText, string>>>;
}

export type AdminText =
  | 'empty'
  | 'add'
  | 'createTitle'
  | 'editTitle'
  | 'deleteContent'
  | 'listTitle'
  | 'required'
  | 'editNamed'
  | 'deleteNamed'
  | 'deleteTitle';

/** What the console's start needs of each collection (the virtual module `virtual:content-admin`): no schema. */
export interface CollectionManifestEntry {
  name: string;
  kind: 'list' | 'singleton';
  route: string;
  label: string;
  plural: string;
  create: boolean;
  remove: boolean;
  edit: 'page' | 'dialog';
  /** `admin.editor`: the custom screen that creates and edits, else null. */
  editor: string | null;
  customScreen: boolean;
  menu: CollectionAdmin['menu'] | null;
}

/** 'Warranty image' → 'warranty image' in the middle of a sentence (an acronym such as 'FAQ' stays). */
export const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;

export const pluralOf = (label: string, admin?: CollectionAdmin) => admin?.plural ?? `${label}s`;
