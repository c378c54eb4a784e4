/// A pasteboard, like `UIPasteboard`; the same class as Easel's `Pasteboard`, kept in
/// this process (a headless host has no system clipboard).
public typealias UIPasteboard = Pasteboard
