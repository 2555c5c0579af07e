import path from 'node:path';
import type {Blockquote, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {COMPONENT_RENDERERS, type ChildPage, type RenderContext} from './components';
import type {JsxElement} from './jsxAttributes';
import {parseMdx, printMarkdown} from './parseMdx';

export type PageInfo = {
  /** Absolute URL of the page's HTML: relative links resolve against it. */
  url: string;
};

export type ConvertOptions = {
  /** Absolute path of the MDX file, to resolve its imports and name it in errors. */
  filePath: string;
  /** The site's root directory: `/docs/snippets/x.mdx` imports are relative to it. */
  siteDir: string;
  /** Public origin, such as `https://docs.strapi.io`: every link and image becomes absolute against it. */
  siteUrl: string;
  readFile: (absolutePath: string) => string;
  /** A tree already parsed for a file (by Docusaurus during the build); files without one are parsed here. */
  parsedTree?: (absolutePath: string) => Root | undefined;
  /** Pages listed by `<DocCardList />`. */
  childPages?: () => ChildPage[];
};

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
};

const IMPORT = /^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm;

/** MDX files an `import X from '...mdx'` brings in, by component name. */
function snippetImports(tree: Root, filePath: string, siteDir: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const [, name, specifier] of node.value.matchAll(IMPORT)) {
      const resolved = specifier!.startsWith('/')
        ? path.join(siteDir, specifier!)
        : specifier!.startsWith('@site/')
          ? path.join(siteDir, specifier!.slice('@site/'.length))
          : path.resolve(path.dirname(filePath), specifier!);
      imports.set(name!, resolved);
    }
  }
  return imports;
}

function absoluteUrl(rawUrl: string, pageUrl: string, siteUrl: string): string {
  // `pathname://` marks links Docusaurus must not check, such as /llms.txt: a plain path on the site.
  const url = rawUrl.replace(/^pathname:\/\//, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('/')) return `${siteUrl}${url}`;
  // As a browser resolves it on the page's own URL.
  return new URL(url, pageUrl).href;
}

function isComment(expression: string): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression);
}

type Scope = {filePath: string; imports: Map<string, string>; depth: number};

class Converter {
  constructor(
    private readonly options: ConvertOptions,
    private readonly page: PageInfo,
  ) {}

  private where(scope: Scope, node: {position?: {start: {line: number}}}): string {
    return `${path.relative(this.options.siteDir, scope.filePath)}:${node.position?.start.line ?? 0}`;
  }

  /** A snippet's body, converted with its own imports, in place of its tag. */
  private inline(snippetPath: string, scope: Scope): RootContent[] {
    if (scope.depth > 5) throw new Error(`${scope.filePath}: snippets nest more than 5 deep.`);
    // Snippets appear on many pages: convert a copy, never the shared tree.
    const parsed = this.options.parsedTree?.(snippetPath);
    const tree = parsed ? structuredClone(parsed) : parseMdx(this.options.readFile(snippetPath));
    const inner = {filePath: snippetPath, imports: snippetImports(tree, snippetPath, this.options.siteDir), depth: scope.depth + 1};
    return this.blocks(tree.children, inner);
  }

  private admonition(node: ContainerDirective, scope: Scope): Blockquote {
    const [first, ...rest] = node.children;
    const titled = first?.type === 'paragraph' && first.data?.directiveLabel;
    const label = ADMONITION_LABELS[node.name]!;
    const heading: PhrasingContent[] = titled
      ? [{type: 'strong', children: [{type: 'text', value: `${label}: `}, ...this.phrasing(first.children, scope)]}]
      : [{type: 'strong', children: [{type: 'text', value: label}]}];
    return {type: 'blockquote', children: [{type: 'paragraph', children: heading}, ...(this.blocks(titled ? rest : node.children, scope) as Blockquote['children'])]};
  }

  private element(node: JsxElement, scope: Scope): RootContent[] {
    const name = node.name ?? '';
    const snippet = scope.imports.get(name);
    if (snippet) return this.inline(snippet, scope);
    const render = COMPONENT_RENDERERS[name];
    if (!render) {
      throw new Error(`${this.where(scope, node)}: <${name || 'Fragment'}> has no Markdown rendering; add one to plugins/agent-docs/src/markdown/components.ts.`);
    }
    const context: RenderContext = {
      where: this.where(scope, node),
      pageUrl: this.page.url,
      convertChildren: (element) => this.blocks(element.children as RootContent[], scope),
      childPages: () => this.options.childPages?.() ?? [],
    };
    return render(node, context);
  }

  /** HTML-like inline elements as their Markdown equivalent; components as usual. */
  private inlineElement(node: MdxJsxTextElement, scope: Scope): PhrasingContent[] {
    const children = () => this.phrasing(node.children, scope);
    switch (node.name) {
      case 'br':
        return [{type: 'break'}];
      case 'strong':
      case 'b':
      case 'summary':
        return [{type: 'strong', children: children()}];
      case 'em':
      case 'i':
        return [{type: 'emphasis', children: children()}];
      case 'kbd':
      case 'code':
        return [{type: 'inlineCode', value: toString({type: 'paragraph', children: children()})}];
      default:
        return this.element(node, scope) as PhrasingContent[];
    }
  }

  private phrasing(nodes: PhrasingContent[], scope: Scope): PhrasingContent[] {
    return this.blocks(nodes, scope) as PhrasingContent[];
  }

  /** Converts a list of nodes, any level: ESM and comments go, components turn into Markdown. */
  private blocks(nodes: RootContent[], scope: Scope): RootContent[] {
    const out: RootContent[] = [];
    for (const node of nodes) {
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
          break;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          if (!isComment(node.value)) throw new Error(`${this.where(scope, node)}: the expression {${node.value}} has no Markdown rendering.`);
          break;
        case 'mdxJsxTextElement':
          out.push(...this.inlineElement(node, scope));
          break;
        case 'mdxJsxFlowElement':
          out.push(...this.element(node, scope));
          break;
        case 'containerDirective':
          if (!(node.name in ADMONITION_LABELS)) throw new Error(`${this.where(scope, node)}: the directive :::${node.name} is not an admonition.`);
          out.push(this.admonition(node, scope));
          break;
        case 'leafDirective':
        case 'textDirective':
          throw new Error(`${this.where(scope, node)}: the directive :${node.name} has no Markdown rendering.`);
        case 'link':
        case 'image':
        case 'definition':
          node.url = absoluteUrl(node.url, this.page.url, this.options.siteUrl);
          out.push('children' in node ? {...node, children: this.phrasing(node.children, scope)} as RootContent : node);
          break;
        default:
          if ('children' in node) (node as Parent).children = this.blocks((node as Parent).children as RootContent[], scope);
          out.push(node);
      }
    }
    return out;
  }

  convert(tree: Root): string {
    const scope: Scope = {filePath: this.options.filePath, imports: snippetImports(tree, this.options.filePath, this.options.siteDir), depth: 0};
    const body = this.blocks(tree.children, scope);
    // A leading `# Title` in the body would repeat the page title the twin opens with.
    const first = body[0];
    if (first?.type === 'heading' && first.depth === 1) body.shift();
    return printMarkdown({type: 'root', children: body});
  }
}

/**
 * A page's MDX body as clean Markdown for language models: tabs, admonitions,
 * snippets and our components turned into plain Markdown; every URL
 * absolute. Throws, naming file and line, on anything it cannot render.
 */
export function mdxToMarkdown(source: string, page: PageInfo, options: ConvertOptions): string {
  return new Converter(options, page).convert(parseMdx(source));
}

/** The same, from a tree already parsed (and no longer needed: it is changed in place). */
export function treeToMarkdown(tree: Root, page: PageInfo, options: ConvertOptions): string {
  return new Converter(options, page).convert(tree);
}
