/** Where in a file a problem is: a 1-based line (and column), or a path inside a zip or a JSON value. */
export interface FileLocation {
  line?: number;
  column?: number;
  /** `content.json`, `sheet[1].rootTopic.children.attached[3]`, `nodes[2].data.id`, … */
  path?: string;
}

/**
 * A file that cannot be read as the format it claims. The message names the file and the line or path
 * (`map.opml: line 12, column 4: …`), so a person can find the problem; nothing is created from such a file.
 */
export class FileFormatError extends Error {
  readonly fileName: string;
  readonly location: FileLocation;
  /** The sentence without the file and location prefix. */
  readonly reason: string;

  constructor(fileName: string, reason: string, location: FileLocation = {}) {
    super(`${fileName}: ${formatLocation(location)}${reason}`);
    this.name = 'FileFormatError';
    this.fileName = fileName;
    this.location = location;
    this.reason = reason;
  }
}

function formatLocation({ line, column, path }: FileLocation): string {
  const parts: string[] = [];
  if (path) parts.push(path);
  if (line !== undefined)
    parts.push(column !== undefined ? `line ${line}, column ${column}` : `line ${line}`);
  return parts.length ? `${parts.join(', ')}: ` : '';
}

/** 1-based line and column of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}
