import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// `easel port`'s engine: rewrites what Swift refuses without the Objective-C runtime
/// so that a file compiles on Linux against Easel's `UIKit` and still on iOS.
///
/// Each construct keeps its iOS form under `#if canImport(ObjectiveC)` and gains a
/// Linux form under `#else`:
/// - `@objc` and `@IBOutlet` attributes are kept for iOS only;
/// - a statement with `#selector(name)` is copied for Linux with a method reference
///   (`Screen.name`), which Easel's target–action APIs take;
/// - an `@objc` protocol with `optional` requirements is copied for Linux without
///   them, with default implementations, and its `?(` call sites are copied without
///   the `?` (or, for a requirement whose call sites fall back to different values,
///   as `(try? …)` of a requirement that throws when unimplemented);
/// - `override` members of an extension move into the class's body, when the set
///   declares the class (Linux Swift overrides nothing in an extension), and the
///   extension keeps them for iOS only;
/// - a `CALayer` subclass that declares initializers of its own gets the overrides of
///   its superclass's designated initializers it lacks, forwarding to `super` (for both
///   platforms), so that it inherits the one Easel makes layers of a class with;
/// - `NSAttributedString()` and `NSMutableAttributedString()`, which Linux's Foundation
///   lacks, become `(string: "")`, the same empty string (for both platforms);
/// - a file using UIKit's names without `import UIKit`, in a set where other files
///   import it, gets the import, as a framework's umbrella header gives it on iOS;
/// - `#keyPath(Type.key)` becomes the string `"key"` it is on iOS, and `import
///   ObjectiveC` and `import Darwin` are kept where those modules exist;
/// - `os(iOS)` in an `#if` condition becomes `os(iOS) || os(Linux)`, so code kept for
///   iOS compiles on Linux too, against Easel's `UIKit`.
///
/// Clauses only Apple's platforms compile (`#if canImport(ObjectiveC)`, `#if os(macOS)`)
/// are left alone, so a ported file ports to itself.
public enum Porter {
    /// A file to port: its path (for messages) and its bytes.
    public struct Source: Sendable {
        public let path: String
        public let bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Ports `sources` as one set: protocols declared in one file are known at their
    /// call sites in the others, and a class's body takes the overrides its extensions
    /// in other files declare. Throws, having ported nothing, when a file is not
    /// valid Swift.
    public static func port(_ sources: [Source]) throws(PortError) -> [PortedFile] {
        var trees: [SourceFileSyntax] = []
        for source in sources {
            guard let text = String(validating: source.bytes, as: UTF8.self) else { throw .notText(path: source.path) }
            // Swift 5's grammar, as iOS libraries are written: what Swift 6 refuses
            // and Swift 5 only warns about (`@objc (Name)`) is no reason to stop.
            let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0, swiftVersion: .v5) }
            if tree.hasError,
               let problem = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
                let location = problem.location(converter: SourceLocationConverter(fileName: source.path, tree: tree))
                throw .syntax(path: source.path, line: location.line, column: location.column, message: problem.message)
            }
            trees.append(tree)
        }
        let survey = PortSurvey(zip(sources, trees).map { (path: $0.path, tree: $1) })
        let porters = zip(sources, trees).map { source, tree in
            FilePorter(file: tree, bytes: source.bytes, path: source.path, survey: survey)
        }
        let moved = porters.flatMap(\.movedOverrides)
        return zip(sources, porters).map { source, porter in
            PortedFile(path: source.path, original: source.bytes,
                       ported: porter.portedBytes(receiving: moved.filter { $0.destination == source.path }),
                       changes: porter.changes.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
    }
}
