import { Controller, Get, Head, HttpCode, Inject, Put, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiException } from '../common/apiException';
import { BLOB_STORE, type BlobInfo, type BlobStore, type SignedMethod } from '../storage/blobStore';
import { InvalidBlobKeyError, parseResourceKey } from '../storage/blobKeys';
import { UrlSigner } from '../storage/urlSigner';
import { decodeBase64Body } from '../images/assetContent';
import { checkBlobContent } from './blobContent';

const ROUTE_PREFIX = '/api/blobs/';
const notFound = () => new ApiException(404, 'NOT_FOUND', 'No such blob');

/**
 * The filesystem store's blob route: `GET|HEAD|PUT /api/blobs/{key}?expires=..&sig=..`, answering only URLs
 * signed by this server for that method. Metadata comes back as `x-mapa-meta-*` headers. Signed PUTs exist for
 * assets, the preview and attachments only: map documents are saved through `PUT /api/documents/upload`.
 */
@ApiExcludeController()
@Controller('blobs')
export class BlobsController {
  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly signer: UrlSigner,
  ) {}

  @Head('*path')
  async head(@Req() req: Request, @Res() res: Response): Promise<void> {
    const info = await this.blobs.head(this.authorisedKey(req, 'HEAD'));
    if (!info) throw notFound();
    writeHeaders(res, info).end();
  }

  @Get('*path')
  async get(@Req() req: Request, @Res() res: Response): Promise<void> {
    const blob = await this.blobs.get(this.authorisedKey(req, 'GET'));
    if (!blob) throw notFound();
    writeHeaders(res, blob).send(blob.bytes);
  }

  /**
   * Stores the body (at most 10 MB; `Content-Encoding: base64` bodies are decoded first) under a key signed for
   * PUT, in either store (S3 mode signs every PUT to this route too). Every key is checked by content for what
   * it may hold (`checkBlobContent`) and stored with the sniffed type; a mismatch is a 415 naming what was
   * expected, and nothing is stored.
   */
  @Put('*path')
  @HttpCode(200)
  async put(@Req() req: Request): Promise<{ contentType: string; size: number }> {
    const key = this.authorisedKey(req, 'PUT');
    let bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if ((req as Request & { base64Body?: boolean }).base64Body) bytes = decodeBase64Body(bytes);
    const checked = await checkBlobContent(parseResourceKey(key).resourcePath, bytes);
    await this.blobs.put(key, checked.bytes, { contentType: checked.contentType });
    return { contentType: checked.contentType, size: checked.bytes.length };
  }

  /** The key named by the path, once its signature is checked; invalid keys are refused before any I/O. */
  private authorisedKey(req: Request, method: SignedMethod): string {
    if (!req.path.startsWith(ROUTE_PREFIX)) throw notFound();
    let key: string;
    try {
      key = req.path.slice(ROUTE_PREFIX.length).split('/').map(decodeURIComponent).join('/');
      parseResourceKey(key);
      // With S3 the route only takes PUTs (checked here, then stored in S3); S3 serves everything else.
      if (this.blobs.kind !== 'filesystem' && method !== 'PUT') throw notFound();
    } catch (error) {
      if (error instanceof InvalidBlobKeyError || error instanceof URIError) throw notFound();
      throw error;
    }
    const { expires, sig } = req.query;
    const check = this.signer.verify(key, method, String(expires ?? ''), String(sig ?? ''));
    if (check === 'expired') throw new ApiException(403, 'URL_EXPIRED', 'This signed URL has expired');
    if (check !== 'ok') throw new ApiException(403, 'BAD_SIGNATURE', 'Invalid signature');
    return key;
  }
}

function writeHeaders(res: Response, info: BlobInfo): Response {
  res.status(200).type(info.contentType).setHeader('content-length', String(info.size));
  for (const [name, value] of Object.entries(info.metadata)) res.setHeader(`x-mapa-meta-${name}`, value);
  if (info.metadata['last-modified'])
    res.setHeader('last-modified', new Date(info.metadata['last-modified']).toUTCString());
  // Stored files are served as data, never as an active page of this origin.
  res.setHeader(
    'content-security-policy',
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  );
  res.setHeader('cache-control', 'private, max-age=60');
  return res;
}
