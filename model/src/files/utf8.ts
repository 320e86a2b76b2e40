interface TextEncoderLike {
  encode(text: string): Uint8Array;
}

let encoder: TextEncoderLike | undefined;

/** UTF-8 bytes of a string (TextEncoder exists in browsers and Node; the model builds without their types). */
export function encodeUtf8(text: string): Uint8Array {
  encoder ??= new (globalThis as unknown as { TextEncoder: new () => TextEncoderLike }).TextEncoder();
  return encoder.encode(text);
}
