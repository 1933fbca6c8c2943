// microdata-node ships no types; this covers the one function the scanner calls.
declare module 'microdata-node' {
  export interface MicrodataItem {
    type?: string[];
    id?: string;
    properties: Record<string, Array<string | MicrodataItem>>;
  }
  export function toJson(html: string, options?: { base?: string }): { items: MicrodataItem[] };
}
