/**
 * A content page's body as the API rendered it: Markdown turned into HTML and sanitised on the
 * server (modules/content/pages/markdown.ts), so it is set as HTML here and nowhere else. Its
 * typography (a readable measure, headings, lists, links, tables) is `.prose-content` in
 * index.css: the HTML carries no classes of its own.
 */
export function ContentBody({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`prose-content text-gray-800 ${className}`}
      // Sanitised by the API on every save: only the tags and addresses markdown.ts allows.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
