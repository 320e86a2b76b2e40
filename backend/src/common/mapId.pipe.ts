import { PipeTransform } from '@nestjs/common';
import { MAP_ID_PATTERN } from '@mapa/model';
import { mapNotFound } from './apiException';

/** A map id from the path; anything that could not be a map id is simply a map that does not exist. */
export class MapIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !MAP_ID_PATTERN.test(value)) throw mapNotFound();
    return value;
  }
}
