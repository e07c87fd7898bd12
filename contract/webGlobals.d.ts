// The two web-platform globals the contract uses, the same in browsers and in Node: declared here so that the
// contract's own project (tsconfig.contract.json) needs neither the DOM library nor Node's types.
declare var URL: new (url: string, base?: string) => { readonly protocol: string };
declare var crypto: { randomUUID(): `${string}-${string}-${string}-${string}-${string}` };
