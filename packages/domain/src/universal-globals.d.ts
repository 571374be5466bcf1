// The WHATWG URL class exists in every runtime domain runs in (browsers, Node, workers), but
// TypeScript declares it only with the DOM or Node libraries, which domain must not depend on.
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
}

// The WHATWG TextEncoder, likewise in every runtime (iCalendar lines are folded by UTF-8 octets).
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
