import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLType,
} from 'graphql';

/**
 * The GraphQL schema as one browsable HTML page: operations first (queries, mutations), then every
 * type, each name a link to its definition, with the schema's descriptions. Built from the same SDL
 * the server runs (graphql/schema/*.graphql). Plain HTML and a stylesheet: no script, so it is
 * served under the strict CSP and can be hosted statically.
 */

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** `[Article!]!` with the named type linked (built-in scalars are plain). */
function typeRef(type: GraphQLType): string {
  const named = getNamedType(type);
  const text = esc(String(type));
  if (BUILT_IN.has(named.name)) return text;
  return text.replace(esc(named.name), `<a href="#${named.name}">${esc(named.name)}</a>`);
}

const desc = (d: string | null | undefined) => (d ? `<p class="desc">${esc(d)}</p>` : '');

function args(list: readonly GraphQLArgument[]): string {
  if (!list.length) return '';
  return `(<span class="args">${list
    .map(
      (a) =>
        `<span class="arg">${esc(a.name)}: ${typeRef(a.type)}${
          a.defaultValue !== undefined ? ` = ${esc(JSON.stringify(a.defaultValue))}` : ''
        }</span>`,
    )
    .join(', ')}</span>)`;
}

function fields(
  list: readonly (GraphQLField<unknown, unknown> | GraphQLInputField)[],
  withArgs: boolean,
): string {
  return `<dl>${list
    .map((f) => {
      const a = withArgs && 'args' in f ? args(f.args) : '';
      const deprecated = f.deprecationReason
        ? ` <span class="deprecated">deprecated: ${esc(f.deprecationReason)}</span>`
        : '';
      const argDocs =
        withArgs && 'args' in f && f.args.some((x) => x.description)
          ? `<ul class="arg-docs">${f.args
              .filter((x) => x.description)
              .map((x) => `<li><code>${esc(x.name)}</code>: ${esc(x.description ?? '')}</li>`)
              .join('')}</ul>`
          : '';
      return `<dt><code>${esc(f.name)}${a}: ${typeRef(f.type)}</code>${deprecated}</dt><dd>${desc(f.description)}${argDocs}</dd>`;
    })
    .join('')}</dl>`;
}

function kindOf(t: GraphQLNamedType): string {
  if (isObjectType(t)) return 'type';
  if (isInputObjectType(t)) return 'input';
  if (isEnumType(t)) return 'enum';
  if (isInterfaceType(t)) return 'interface';
  if (isUnionType(t)) return 'union';
  return 'scalar';
}

function section(t: GraphQLNamedType): string {
  let body = '';
  if (isObjectType(t) || isInterfaceType(t)) body = fields(Object.values(t.getFields()), true);
  else if (isInputObjectType(t)) body = fields(Object.values(t.getFields()), false);
  else if (isEnumType(t))
    body = `<ul>${t
      .getValues()
      .map(
        (v) =>
          `<li><code>${esc(v.name)}</code>${v.description ? ` – ${esc(v.description)}` : ''}</li>`,
      )
      .join('')}</ul>`;
  else if (isUnionType(t))
    body = `<p>${t
      .getTypes()
      .map((m) => `<a href="#${m.name}">${esc(m.name)}</a>`)
      .join(' | ')}</p>`;
  return `<section id="${t.name}"><h3><span class="kind">${kindOf(t)}</span> ${esc(t.name)}</h3>${desc(t.description)}${body}</section>`;
}

export function renderGraphqlReference(sdl: string, title = 'Newsdesk GraphQL reference'): string {
  const schema = buildSchema(sdl);
  const roots = [
    schema.getQueryType(),
    schema.getMutationType(),
    schema.getSubscriptionType(),
  ].filter((t): t is NonNullable<typeof t> => Boolean(t));
  const rootNames = new Set(roots.map((r) => r.name));
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && !rootNames.has(t.name))
    .filter(
      (t) => !(isScalarType(t) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(t.name)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  const nav = [...roots, ...types]
    .map((t) => `<li><a href="#${t.name}">${esc(t.name)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="reference.css">
</head>
<body>
<nav aria-label="Types"><p><strong>${esc(title)}</strong></p><ul>${nav}</ul></nav>
<main>
<h1>${esc(title)}</h1>
<p>One endpoint, <code>POST /graphql</code>, with the token in <code>Authorization: Bearer …</code> (or <code>X-Token</code>). Errors carry the REST codes in <code>extensions.code</code>. ${roots.length} root types, ${types.length} other types.</p>
<h2>Operations</h2>
${roots.map(section).join('\n')}
<h2>Types</h2>
${types.map(section).join('\n')}
</main>
</body>
</html>
`;
}

/** The stylesheet of the reference pages (a file, so the pages need no inline style element). */
export const REFERENCE_CSS = `
:root { color-scheme: light dark; --fg: #101828; --muted: #475467; --line: #e4e7ec; --link: #1f5bd6; --bg: #ffffff; --nav: #f8f9fb; }
@media (prefers-color-scheme: dark) { :root { --fg: #e3e8ef; --muted: #b6c0ce; --line: #262f3c; --link: #84adff; --bg: #0d1117; --nav: #151b23; } }
* { box-sizing: border-box; }
body { margin: 0; display: grid; grid-template-columns: 260px 1fr; font: 14px/1.5 Inter, 'Liberation Sans', Arial, 'Noto Sans CJK SC', sans-serif; color: var(--fg); background: var(--bg); }
nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 16px; background: var(--nav); border-right: 1px solid var(--line); }
nav ul { list-style: none; margin: 0; padding: 0; }
nav li a { display: block; padding: 2px 0; }
main { padding: 24px 32px; max-width: 1100px; }
a { color: var(--link); text-decoration: none; }
a:hover, a:focus-visible { text-decoration: underline; }
section { border-top: 1px solid var(--line); padding: 12px 0; }
h3 .kind { color: var(--muted); font-weight: 400; }
code { font-family: 'JetBrains Mono', 'Liberation Mono', Menlo, monospace; font-size: 13px; }
dt { margin-top: 8px; }
dd { margin: 0 0 0 16px; }
.desc { color: var(--muted); margin: 2px 0; }
.deprecated { color: #c9353a; font-size: 12px; }
.arg-docs { margin: 2px 0 0; padding-left: 18px; color: var(--muted); font-size: 13px; }
ul.apis li { margin: 8px 0; }
`;
