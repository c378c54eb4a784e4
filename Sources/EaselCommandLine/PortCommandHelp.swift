import ArgumentParser

/// The name and help of `easel port`, which runs in the `easel-port` executable (it
/// links swift-syntax, which `easel` does not): `easel` lists it with the same words
/// as the command itself.
public enum PortCommandHelp {
    /// `easel port`'s name and help.
    public static let port = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite @objc, #selector and optional protocol requirements so iOS code compiles on Linux.",
        discussion: """
        Swift without the Objective-C runtime refuses `@objc`, `#selector`, `#keyPath` \
        and `optional` protocol requirements. Each one is kept for iOS under \
        `#if canImport(ObjectiveC)` and given a Linux form under `#else`, so the file \
        still compiles for iOS: `#selector(didTap(_:))` becomes the method reference \
        `ProfileView.didTap(_:)`, which Easel's target–action APIs take; an optional \
        requirement gets a default implementation and its `?(` call sites lose the `?`; \
        `#keyPath(UIView.frame)` becomes "frame". Each change is printed as \
        file:line:column: what changed. A folder is ported as one set (every .swift file \
        in it, hidden folders and .build skipped), so a protocol and its callers may be \
        in different files. Porting a ported file changes nothing.

        Nothing is written unless every file parses. Files are replaced whole (written \
        beside and renamed); with --output they are written under that folder instead, \
        at their paths relative to the folder given (a file given alone keeps its name), \
        and the originals are untouched.

        EXIT STATUS
          0  every construct was ported (or there was nothing to port)
          1  some constructs could not be ported: each is printed as a warning, and \
        the rest was written
          2  bad input: a file that does not parse (printed as file:line:column), a \
        missing file, a bad option

        EXAMPLES
          easel port Sources/ProfileViews
          easel port Sources/ProfileViews --dry-run
          easel port ProfileView.swift --output Ported
        """
    )
}
