import { englishReason, type FileFormatReason, type FileFormatReasonCode } from './fileFormatReasons';

/** Where in a file a problem is: a 1-based line (and column), or a path inside a zip or a JSON value. */
export interface FileLocation {
  line?: number;
  column?: number;
  /** `content.json`, `sheet[1].rootTopic.children.attached[3]`, `nodes[2].data.id`, … */
  path?: string;
}

/**
 * A file that cannot be read as the format it claims. The message names the file and the line or path
 * (`map.opml: line 12, column 4: …`), so a person can find the problem; nothing is created from such a file. It
 * is English, for the API and logs; `code` and `params` let an interface say it in its reader's language.
 */
export class FileFormatError extends Error {
  readonly fileName: string;
  readonly location: FileLocation;
  /** Why, as a stable code (see `FILE_FORMAT_REASONS`). */
  readonly code: FileFormatReasonCode;
  /** The values the reason's sentence is made from. */
  readonly params: Readonly<Record<string, string | number>>;
  /** The English sentence without the file and location prefix. */
  readonly reason: string;

  constructor(fileName: string, reason: FileFormatReason, location: FileLocation = {}) {
    const english = englishReason(reason);
    super(`${fileName}: ${formatLocation(location)}${english}`);
    this.name = 'FileFormatError';
    this.fileName = fileName;
    this.location = location;
    this.code = reason.code;
    this.params = { ...(reason.params ?? {}) };
    this.reason = english;
  }

  /** The reason as an `INVALID_FILE` answer carries it (`reason` of the error body; see `fileFormatReasonSchema`). */
  toReasonBody(): {
    code: FileFormatReasonCode;
    params: Record<string, string | number>;
    line?: number;
    column?: number;
  } {
    const { line, column } = this.location;
    return {
      code: this.code,
      params: { ...this.params },
      ...(line === undefined ? {} : { line }),
      ...(column === undefined ? {} : { column }),
    };
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
