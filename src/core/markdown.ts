/** Escaping for the places a rendered string lands in markdown: code spans, table cells, HTML, mermaid. */

/** Text inside a code span: backticks would end it. */
export function code(text: string): string {
  return text.replaceAll('`', "'");
}

/** Text inside a table cell: a pipe would end it, a newline the row. */
export function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

export function oneLine(text: string): string {
  return text.replaceAll('\r', '').split('\n').join(' ');
}

export function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Text inside a double-quoted mermaid string. */
export function mermaidText(text: string): string {
  return text.replace(/["\\\n]/g, ' ').slice(0, 40);
}
