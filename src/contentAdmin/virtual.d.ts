declare module 'virtual:content-admin' {
  /** Every content collection's light part, from contract/content/ (scripts/viteContentManifest.ts). */
  export const contentManifest: readonly import('../../contract/content/admin.ts').CollectionManifestEntry[];
  /** The icons the declarations' sidebar entries name. */
  export const menuIcons: Readonly<Record<string, import('react').ComponentType>>;
}
