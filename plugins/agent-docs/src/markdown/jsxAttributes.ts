import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
export type AttributeValue = string | number | boolean;

/** Literal values of an expression attribute: `{true}`, `{3}`, `{'text'}`. */
function literal(expression: string): AttributeValue | undefined {
  const value = expression.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  const quoted = /^(['"`])([\s\S]*)\1$/.exec(value);
  return quoted ? quoted[2] : undefined;
}

/**
 * The element's attributes as plain values. An attribute whose value is
 * code (a variable, an object) cannot be rendered as text: that throws, so
 * the page author hears about it at build time.
 */
export function readAttributes(element: JsxElement, where: string): Record<string, AttributeValue> {
  const attributes: Record<string, AttributeValue> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      throw new Error(`${where}: <${element.name}> spreads attributes ({...}); the Markdown twin cannot render it.`);
    }
    const {name, value} = attribute;
    if (value === null || value === undefined) attributes[name] = true;
    else if (typeof value === 'string') attributes[name] = value;
    else {
      const parsed = literal(value.value);
      if (parsed === undefined) {
        throw new Error(`${where}: <${element.name} ${name}={${value.value}}> is not a literal; the Markdown twin cannot render it.`);
      }
      attributes[name] = parsed;
    }
  }
  return attributes;
}
