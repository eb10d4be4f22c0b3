// happy-dom defines `nodeName` again on each node class, browsers only on Node.prototype. DOMPurify takes its getter
// from Node.prototype, which under happy-dom answers "" for every element: it then sanitised nothing and dropped the
// first element of each fragment. Node.prototype's getter now answers like a browser's. Runs before DOMPurify loads;
// a no-op in `@vitest-environment node` files.
if (typeof Node !== "undefined") {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, "nodeName")!;
  Object.defineProperty(Node.prototype, "nodeName", {
    ...base,
    get(this: Node): string {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
        const own = Object.getOwnPropertyDescriptor(proto, "nodeName")?.get;
        if (own) return own.call(this);
      }
      return base.get!.call(this);
    },
  });
}
