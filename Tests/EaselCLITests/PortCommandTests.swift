import Foundation
import Testing

/// `easel port`, run by `easel-port` beside `easel`: in place, into a copy, as a dry run;
/// what it prints, how it exits, and that bad input writes nothing.
@Suite struct PortCommandTests {
    static let delegate = """
        import UIKit

        @objc protocol CardDelegate {
            @objc optional func cardTapped(_ card: Card)
        }

        """
    static let card = """
        import UIKit

        final class Card: UIView {
            weak var delegate: CardDelegate?

            func wire() {
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            }

            @objc private func tapped() { delegate?.cardTapped?(self) }
        }

        """

    private func sources(in scratch: Scratch) throws {
        try Data(Self.delegate.utf8).write(to: URL(fileURLWithPath: scratch.path("Sources/Cards/CardDelegate.swift")))
        try Data(Self.card.utf8).write(to: URL(fileURLWithPath: scratch.path("Sources/Cards/Views/Card.swift")))
    }

    @Test func aFolderIsPortedInPlaceAsOneSet() throws {
        let scratch = try Scratch()
        try sources(in: scratch)
        let run = try Easel.run(["port", "Sources/Cards"], in: scratch.path)
        #expect(run.status == 0, "\(run)")
        #expect(run.output == """
            Sources/Cards/CardDelegate.swift:3:1: protocol `CardDelegate`: on Linux its optional requirements (cardTapped) have default implementations
            Sources/Cards/Views/Card.swift:7:75: `#selector(tapped)` → `Card.tapped` on Linux
            Sources/Cards/Views/Card.swift:10:5: `@objc` kept for iOS only
            Sources/Cards/Views/Card.swift:10:35: `cardTapped?(` → `cardTapped(` on Linux (a default implementation)
            2 files, 2 changed

            """)
        let card = String(decoding: try scratch.read("Sources/Cards/Views/Card.swift"), as: UTF8.self)
        #expect(card.contains("""
                    #else
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: Card.tapped))
                    #endif
            """))
        let again = try Easel.run(["port", "Sources/Cards"], in: scratch.path)
        #expect(again.status == 0)
        #expect(again.output == "2 files, 0 changed\n")
        #expect(String(decoding: try scratch.read("Sources/Cards/Views/Card.swift"), as: UTF8.self) == card)
    }

    @Test func outputWritesACopyAndLeavesTheOriginals() throws {
        let scratch = try Scratch()
        try sources(in: scratch)
        let run = try Easel.run(["port", "Sources/Cards", "--output", "Ported"], in: scratch.path)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.hasSuffix("2 files, 2 changed (written under Ported)\n"))
        #expect(try scratch.read("Sources/Cards/Views/Card.swift") == Data(Self.card.utf8))
        #expect(String(decoding: try scratch.read("Ported/Views/Card.swift"), as: UTF8.self).contains("Card.tapped"))
        #expect(String(decoding: try scratch.read("Ported/CardDelegate.swift"), as: UTF8.self).contains("extension CardDelegate"))
    }

    @Test func aDryRunPrintsAndWritesNothing() throws {
        let scratch = try Scratch()
        try sources(in: scratch)
        let run = try Easel.run(["port", "Sources/Cards", "--dry-run"], in: scratch.path)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("2 files, 2 would change\n"))
        #expect(try scratch.read("Sources/Cards/Views/Card.swift") == Data(Self.card.utf8))
        #expect(try scratch.read("Sources/Cards/CardDelegate.swift") == Data(Self.delegate.utf8))
    }

    @Test func aFileThatDoesNotParseWritesNothingAndExitsTwo() throws {
        let scratch = try Scratch()
        try sources(in: scratch)
        try Data("class Broken {\n    @objc func f() {}\n".utf8).write(to: URL(fileURLWithPath: scratch.path("Sources/Cards/Broken.swift")))
        let run = try Easel.run(["port", "Sources/Cards"], in: scratch.path)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errors == "Sources/Cards/Broken.swift:2:22: error: expected '}' to end class (a file must parse before it is ported)\n")
        #expect(try scratch.read("Sources/Cards/Views/Card.swift") == Data(Self.card.utf8))
    }

    @Test func whatCannotBePortedIsAWarningAndExitsOne() throws {
        let scratch = try Scratch()
        try Data("""
            final class Sheet: UIView {
                @objc func close() {}
                func wire() { button.addTarget(model, action: #selector(model.refresh), for: .touchUpInside) }
            }

            """.utf8).write(to: URL(fileURLWithPath: scratch.path("Sheet.swift")))
        let run = try Easel.run(["port", "Sheet.swift"], in: scratch.path)
        #expect(run.status == 1)
        #expect(run.output == """
            Sheet.swift:2:5: `@objc` kept for iOS only
            Sheet.swift:3:51: warning: `#selector(model.refresh)`: the method belongs to `model`, whose type is not written here
            1 file, 1 changed; 1 place needs a hand edit

            """)
        #expect(String(decoding: try scratch.read("Sheet.swift"), as: UTF8.self).contains("#if canImport(ObjectiveC)\n    @objc\n"))
    }

    @Test func aMissingPathIsBadInput() throws {
        let scratch = try Scratch()
        let run = try Easel.run(["port", "Nowhere"], in: scratch.path)
        #expect(run.status == 2)
        #expect(run.errors == "Nowhere: error: no such file or folder\n")
    }

    @Test func helpIsTheCommandsOwn() throws {
        let help = try Easel.run(["port", "--help"], in: NSTemporaryDirectory())
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: easel port <paths> ... [--output <output>] [--dry-run]"))
        #expect(try Easel.run(["help", "port"], in: NSTemporaryDirectory()).output == help.output)
    }
}
